import {
  type ComponentProps,
  type Key,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from "react";

import { ListStatus } from "@/components/list-status";
import { RecordCard } from "@/components/record-card";
import { WholeWords } from "@/components/whole-words";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useElementWidth } from "@/hooks/use-element-width";
import { useFocusStaysInList } from "@/hooks/use-focus-stays-in-list";
import { useIsNarrow } from "@/hooks/use-is-narrow";
import { useSidewaysOverflow } from "@/hooks/use-sideways-overflow";
import { cn } from "@/lib/utils";

/** One column: its header on a wide screen, its label on a card. */
export type DataColumn<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Classes of the column's cells in the table. */
  className?: string;
  headClassName?: string;
  /** The cell's tooltip, e.g. the whole of a text the cell cuts short. */
  title?: (row: T) => string | undefined;
  /** False for a column a card leaves out, such as the actions it shows under its fields. */
  isOnCard?: boolean;
  /**
   * Pinned beside the actions column as well, this far from the table's right edge: the
   * fixed width of the actions column (e.g. "11rem", with the same width in its classes).
   */
  pinnedAt?: string;
};

type RowProps = Omit<ComponentProps<typeof TableRow>, "children">;

/** What a list without rows says: 'Loading...', its fetch failure, else its empty text. */
export type ListState = {
  isPending: boolean;
  isError: boolean;
  errorMessage: string;
  emptyMessage: string;
  /** The next step offered beside the empty text: a link, a button (ListStatus's emptyAction). */
  emptyAction?: ReactNode;
};

export type DataListProps<T> = {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => Key;
  /** "auto": a table when wide, a card per row at 768px or less; "table" on every screen. */
  layout?: "auto" | "table";
  /**
   * With "auto", cards as well while the list's frame is narrower than this (CSS px): the width
   * its table needs to show every column beside the sidebar. Below it the table would hide
   * columns under its pinned ones (at 1024 px); the cards show them all.
   */
  cardsBelow?: number;
  /** Headers may wrap onto two lines, so that many columns fit beside the sidebar. */
  wrapHeaders?: boolean;
  /** Attributes of a row of the table: a name, a colour. Keep it stable to keep rows memoised. */
  rowProps?: (row: T) => RowProps;
  /** Names a card for assistive technology: "Ann Lee". */
  cardLabel?: (row: T) => string;
  /**
   * What a card shows under its fields. The table shows it in its own column, the last one with
   * `isOnCard: false`: that column stays pinned to the table's right edge, in view at any width.
   */
  cardActions?: (row: T) => ReactNode;
  /**
   * A row's buttons, the same in the table and on a card: the table's Actions column and the
   * card's actions in one (`className` is the card's, `cardActionClassName`: "flex-1").
   */
  actions?: (row: T, className?: string) => ReactNode;
  cardActionClassName?: string;
  /** Shown across the whole row (or card) in place of its cells, e.g. the row's edit form. */
  panel?: (row: T) => ReactNode;
  /**
   * More about a row, in a row of its own under it across the table (null: none), named by
   * `label`; a card shows it among its `cardActions`.
   */
  detail?: { cell: (row: T) => ReactNode; label: (row: T) => string };
  /** True while the rows shown are about to be replaced (the next page is loading). */
  isBusy?: boolean;
  /** Shown (as ListStatus) when there are no rows; without it an empty list draws no rows. */
  status?: ListState;
  /**
   * The key of a row to point out, e.g. a record just created or moved by an edit: once it is
   * among the rows it is scrolled into view, flashes, and keeps a bar on its left edge.
   */
  highlightKey?: Key | null;
};

/**
 * A list of records from column definitions: a table on wide screens, cards on narrow ones
 * (spec section 2); with no rows, what its status says. A table wider than its room (beside
 * the sidebar from 769 px up) scrolls sideways inside its frame, never the page, and keeps its
 * actions column pinned on the right, so every row's buttons show with the row.
 */
export function DataList<T>({ actions, cardActionClassName, ...list }: DataListProps<T>) {
  const props = actions === undefined ? list : {
    ...list,
    columns: [...list.columns, {
      header: "Actions",
      cell: (row: T) => actions(row),
      isOnCard: false,
    }],
    cardActions: (row: T) => actions(row, cardActionClassName),
  };
  const isNarrow = useIsNarrow();
  const focusRoot = useFocusStaysInList<HTMLDivElement>();
  const frame = useElementWidth<HTMLDivElement>();
  const setRoot = frame.ref;
  const root = useCallback((element: HTMLDivElement | null) => {
    focusRoot.current = element;
    setRoot(element);
  }, [focusRoot, setRoot]);
  useScrollsToHighlight(focusRoot, props.highlightKey);
  // 0: not measured (yet, or at all where nothing lays out pages): the table.
  const isCramped = props.cardsBelow !== undefined && frame.width > 0 &&
    frame.width < props.cardsBelow;
  return (
    // A keyboard user's place survives a row that acts on itself (approve, delete); the frame
    // itself takes the focus when the last row leaves.
    <div ref={root} tabIndex={-1} className="min-w-0 outline-none">
      {props.rows.length === 0 && props.status
        ? <ListStatus {...props.status} isEmpty />
        : (isNarrow || isCramped) && props.layout !== "table"
        ? <DataCards {...props} />
        : <DataTable {...props} />}
    </div>
  );
}

/**
 * Scrolls the highlighted row into view once, when it first shows (on the page just opened).
 * After every render: its row may arrive with the next page.
 */
function useScrollsToHighlight(root: RefObject<HTMLElement | null>, key: Key | null | undefined) {
  const scrolledTo = useRef<Key | null>(null);
  useEffect(() => {
    if (key === null || key === undefined || scrolledTo.current === key) return;
    const row = root.current?.querySelector(`[data-row-key="${CSS.escape(String(key))}"]`);
    if (!row) return;
    scrolledTo.current = key;
    row.scrollIntoView?.({ block: "nearest" });
  });
}

/** A highlighted row's cells: a flash of the focus colour, and a bar on the left edge. */
const HIGHLIGHT =
  "[&>td]:animate-row-highlight [&>td:first-child]:shadow-[inset_3px_0_0_var(--ring)]";
/** A highlighted card: the same flash, and the bar. */
const HIGHLIGHT_CARD = "[&>[data-slot=card]]:animate-row-highlight " +
  "[&>[data-slot=card]]:shadow-[inset_3px_0_0_var(--ring)]";

/** The actions column's cells: opaque, over the data that scrolls beneath them. */
const PINNED = "sticky right-0 z-[1] bg-card";
/** Its edge while the table overflows, with a shadow while columns hide beneath it. */
const PINNED_EDGE = "shadow-[inset_1px_0_0_var(--border)]";
const PINNED_SHADOW = "shadow-[inset_1px_0_0_var(--border),-8px_0_8px_-6px_rgb(0_0_0/0.15)]";
/**
 * A fade over the edge of a table that hides columns on that side, gone once scrolled to it:
 * the right one only without pinned columns (they cast their own shadow).
 */
const FADE = "pointer-events-none absolute inset-y-0 z-[2] w-8 from-card to-transparent";

/** The row's hover colour (bg-muted/50) made opaque, for the pinned cell. */
const PINNED_HOVER = "group-hover/row:bg-[color-mix(in_oklab,var(--muted)_50%,var(--card))]";

function DataTable<T>(
  {
    rows,
    columns,
    rowKey,
    wrapHeaders,
    rowProps,
    cardActions,
    panel,
    detail,
    isBusy,
    highlightKey,
  }: DataListProps<T>,
) {
  const scroller = useSidewaysOverflow<HTMLDivElement>();
  const isPinned = cardActions !== undefined && columns.at(-1)?.isOnCard === false;
  const edge = scroller.overflows && (scroller.hidesRight ? PINNED_SHADOW : PINNED_EDGE);
  // The pinned cells' classes by column: the actions, and any pinned beside them; the edge
  // and its shadow on the leftmost of them.
  // Kept while the columns and the edge are, so that the memoised rows stay so.
  const pinned = useMemo(() => {
    const first = columns.findIndex((column, at) =>
      column.pinnedAt !== undefined || at === columns.length - 1
    );
    return columns.map((column, at) =>
      isPinned && at >= first && (column.pinnedAt !== undefined || at === columns.length - 1)
        ? cn(PINNED, at === first && edge)
        : undefined
    );
  }, [columns, isPinned, edge]);
  return (
    // The frame is the query container the panels measure themselves against.
    <div className="@container relative rounded-lg border bg-card" aria-busy={isBusy}>
      {scroller.hidesLeft && (
        <div
          aria-hidden="true"
          data-slot="scroll-fade"
          data-edge="left"
          className={cn(FADE, "left-0 rounded-l-lg bg-gradient-to-r")}
        />
      )}
      {scroller.hidesRight && !isPinned && (
        <div
          aria-hidden="true"
          data-slot="scroll-fade"
          data-edge="right"
          className={cn(FADE, "right-0 rounded-r-lg bg-gradient-to-l")}
        />
      )}
      <Table
        containerProps={{
          ref: scroller.ref,
          // Columns out of sight can be scrolled to with the arrow keys, once focused.
          tabIndex: scroller.overflows ? 0 : undefined,
          className:
            "rounded-lg focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
        }}
      >
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead
                key={column.header}
                className={cn(
                  wrapHeaders && "whitespace-normal",
                  column.headClassName,
                  pinned[index],
                )}
                style={pinned[index] && column.pinnedAt ? { right: column.pinnedAt } : undefined}
              >
                <WholeWords text={column.header} />
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <DataRow
              key={rowKey(row)}
              rowKey={String(rowKey(row))}
              row={row}
              index={index}
              columns={columns}
              rowProps={rowProps}
              pinned={pinned}
              panel={panel?.(row)}
              detail={detail && { cell: detail.cell(row), label: detail.label(row) }}
              isHighlighted={highlightKey !== undefined && rowKey(row) === highlightKey}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

type DataRowProps<T> = {
  row: T;
  rowKey: string;
  index: number;
  columns: readonly DataColumn<T>[];
  rowProps?: (row: T) => RowProps;
  /** Classes of each cell, for those pinned to the right edge. */
  pinned: readonly (string | undefined)[];
  panel?: ReactNode;
  detail?: { cell: ReactNode; label: string };
  isHighlighted?: boolean;
};

/**
 * Memoised: a long list drawn in batches (the planning's year) renders only its new rows,
 * as long as the columns and rowProps it is given keep their identity.
 */
const DataRow = memo(function DataRow<T,>(
  { row, rowKey, index, columns, rowProps, pinned, panel, detail, isHighlighted }: DataRowProps<
    T
  >,
) {
  const props = rowProps?.(row);
  // The same <tr> either way, so that what holds on to the row still finds it once opened.
  // The panel is as wide as the frame shows and held in view: a wide table's edit form keeps
  // its Save and Cancel on screen wherever the table was scrolled to.
  if (panel) {
    return (
      <TableRow
        {...props}
        data-row-key={rowKey}
        className={cn("bg-muted/30 hover:bg-muted/30", props?.className)}
      >
        <TableCell colSpan={columns.length} className="p-4 whitespace-normal">
          <div className="sticky left-4 w-[calc(100cqi-2rem)]">{panel}</div>
        </TableCell>
      </TableRow>
    );
  }
  const isPinned = pinned.some(Boolean);
  const hasDetail = detail !== undefined && detail.cell !== null;
  const cells = (
    <TableRow
      {...props}
      data-row-key={rowKey}
      data-highlighted={isHighlighted || undefined}
      className={cn(
        isPinned && "group/row",
        isHighlighted && HIGHLIGHT,
        hasDetail && "border-b-0",
        props?.className,
      )}
    >
      {columns.map((column, at) => (
        <TableCell
          key={column.header}
          className={cn(column.className, pinned[at] && cn(pinned[at], PINNED_HOVER))}
          style={pinned[at] && column.pinnedAt ? { right: column.pinnedAt } : undefined}
          title={column.title?.(row)}
        >
          {column.cell(row, index)}
        </TableCell>
      ))}
    </TableRow>
  );
  if (!hasDetail) return cells;
  // Under the row, as wide as the frame shows and held in view as the table scrolls sideways.
  return (
    <>
      {cells}
      <TableRow aria-label={detail.label} className="hover:bg-transparent">
        <TableCell colSpan={columns.length} className="pt-0 pb-3 whitespace-normal">
          <div className="sticky left-2 w-[calc(100cqi-1rem)]">{detail.cell}</div>
        </TableCell>
      </TableRow>
    </>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;

function DataCards<T>(
  { rows, columns, rowKey, cardLabel, cardActions, panel, isBusy, highlightKey }: DataListProps<T>,
) {
  const fields = columns.filter((column) => column.isOnCard !== false);
  return (
    <ul className="flex flex-col gap-3" aria-busy={isBusy}>
      {rows.map((row, index) => {
        const content = panel?.(row);
        const isHighlighted = highlightKey !== undefined && rowKey(row) === highlightKey;
        return (
          <li
            key={rowKey(row)}
            data-row-key={String(rowKey(row))}
            data-highlighted={isHighlighted || undefined}
            className={cn(isHighlighted && HIGHLIGHT_CARD)}
          >
            {content
              ? (
                <Card className="py-4">
                  <CardContent className="px-4">{content}</CardContent>
                </Card>
              )
              : (
                <RecordCard
                  label={cardLabel?.(row)}
                  fields={fields.map((column) => ({
                    label: column.header,
                    value: column.cell(row, index),
                  }))}
                  actions={cardActions?.(row)}
                />
              )}
          </li>
        );
      })}
    </ul>
  );
}
