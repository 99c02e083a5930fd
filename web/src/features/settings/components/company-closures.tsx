import { useState } from "react";

import { todayInLondon, yearOf } from "@shared/dates.ts";
import type { ClosureRow } from "@shared/schemas/public-holidays.ts";

import { ConfirmDialog, useConfirmation } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { useListState } from "@/components/data-list/use-list-state";
import { DeleteButton } from "@/components/delete-button";
import { FormDialog } from "@/components/form/form-dialog";
import { SettingsSection } from "@/components/settings-card";
import { now } from "@/lib/clock";

import { useDeleteClosure } from "../api/delete-closure";
import { useAdminPublicHolidays } from "../api/get-admin-public-holidays";
import { holidayMessages as texts } from "../holiday-messages";
import { ClosureForm } from "./closure-form";
import { nameAndDatesColumns } from "./range-columns";

const NO_CLOSURES: ClosureRow[] = [];

const COLUMNS: DataColumn<ClosureRow>[] = [
  ...nameAndDatesColumns<ClosureRow>(),
  {
    header: "Its days",
    cell: (row) =>
      row.countsAs === "holiday" ? texts.countsAsHolidayBooked(row.requests) : texts.noWorkingHours,
    className: "whitespace-normal",
  },
];

function confirmRemove(closure: ClosureRow): string {
  return closure.countsAs === "holiday"
    ? texts.confirmRemoveBookedClosure(closure.name, closure.requests)
    : texts.confirmRemoveClosedDays(closure.name);
}

/**
 * The Company closures section (issue 29): every closure, newest first, with what its days are
 * (no working hours, or a holiday it booked everyone scheduled), Add closure, and each one's
 * Remove (asked first: its days work again, or its holidays are cancelled).
 */
export function CompanyClosures() {
  // Every closure comes with any year's answer: this year's, which Public holidays reads too.
  const query = useAdminPublicHolidays(yearOf(todayInLondon(now())));
  const status = useListState(query, texts.failedToFetchClosures, texts.noClosures);
  const [isAdding, setIsAdding] = useState(false);
  const removal = useConfirmation(useDeleteClosure, (closure: ClosureRow) => closure.id, {
    done: texts.closureRemoved,
    failed: texts.failedToRemoveClosure,
  });

  const actions = (row: ClosureRow, className?: string) => (
    <DeleteButton
      label="Remove"
      name={row.name}
      className={className}
      onClick={() => removal.ask(row)}
    />
  );

  return (
    <SettingsSection
      title={texts.closuresTitle}
      description={texts.closuresDescription}
      addLabel={texts.addClosure}
      onAdd={() => setIsAdding(true)}
    >
      <DataList
        rows={query.data?.closures ?? NO_CLOSURES}
        status={status}
        columns={COLUMNS}
        actions={actions}
        cardActionClassName="flex-1"
        rowKey={(row) => row.id}
        cardLabel={(row) => row.name}
      />
      <FormDialog
        mode={isAdding ? { kind: "create" } : null}
        onClose={() => setIsAdding(false)}
      >
        {() => <ClosureForm onClose={() => setIsAdding(false)} />}
      </FormDialog>
      <ConfirmDialog
        {...removal.dialog}
        title={texts.removeClosureTitle}
        description={removal.row ? confirmRemove(removal.row) : ""}
        confirmLabel="Remove"
      />
    </SettingsSection>
  );
}
