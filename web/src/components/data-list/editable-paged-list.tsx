import type { ReactNode } from "react";

import { Pager } from "@/components/pager";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/hooks/use-paged-list";

import { type DataColumn, DataList } from "./data-list";

type Id = string | number;

/** What deletes a row: a mutation taking its id (useDeleteSicknessLog()), asked first. */
type Deletion<T extends { id: Id }> = {
  /** The browser confirm shown first: 'Are you sure...?'. */
  confirm: string;
  mutation: {
    mutate: (id: T["id"]) => void;
    isPending: boolean;
    variables: T["id"] | undefined;
  };
};

type RowActionsProps<T extends { id: Id }> = {
  onEdit: (row: T) => void;
  deletion: Deletion<T>;
  /** Actions after Delete, in their style; `className` is a card's (its buttons share a row). */
  moreActions?: (row: T, className?: string) => ReactNode;
};

/**
 * A page of records from the server with Edit, and Delete after a confirm, on each (the
 * sickness and appointment logs): 'Loading...', the fetch failure or the empty text, else the
 * rows and the pager.
 */
export function EditablePagedList<T extends { id: Id }>({
  list,
  columns,
  cardLabel,
  errorMessage,
  emptyMessage,
  emptyAction,
  highlightKey,
  ...actions
}: RowActionsProps<T> & {
  list: PagedList<T>;
  columns: readonly DataColumn<T>[];
  cardLabel: (row: T) => string;
  errorMessage: string;
  emptyMessage: string;
  /** The next step offered beside the empty text (ListStatus's emptyAction). */
  emptyAction?: ReactNode;
  /** The id of a row to point out: a record just created or moved (DataList's highlightKey). */
  highlightKey?: T["id"] | null;
}) {
  const { query, rows } = list;
  return (
    <>
      <DataList
        rows={rows}
        status={{
          isPending: query.isPending,
          isError: query.isError && !query.data,
          errorMessage,
          emptyMessage,
          emptyAction,
        }}
        highlightKey={highlightKey}
        columns={columns}
        actions={(row, className) => <RowActions row={row} {...actions} className={className} />}
        cardActionClassName="flex-1"
        rowKey={(row) => row.id}
        cardLabel={cardLabel}
      />
      {rows.length > 0 && (
        <Pager
          page={list.page}
          pages={list.pages}
          onPageChange={list.setPage}
          isBusy={query.isFetching}
        />
      )}
    </>
  );
}

function RowActions<T extends { id: Id }>({
  row,
  onEdit,
  deletion: { confirm, mutation },
  moreActions,
  className,
}: RowActionsProps<T> & { row: T; className?: string }) {
  const isDeleting = mutation.isPending && mutation.variables === row.id;
  function askDelete() {
    if (globalThis.confirm(confirm)) mutation.mutate(row.id);
  }
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" className={className} onClick={() => onEdit(row)}>
        Edit
      </Button>
      <Button
        variant="destructive"
        size="sm"
        className={className}
        disabled={isDeleting}
        onClick={askDelete}
      >
        Delete
      </Button>
      {moreActions?.(row, className)}
    </div>
  );
}
