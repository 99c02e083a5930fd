import { PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { todayInLondon, yearOf } from "@shared/dates.ts";
import type { ClosureRow } from "@shared/schemas/public-holidays.ts";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { FormDialog } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { now } from "@/lib/clock";
import { refusalDetail } from "@/lib/refusal";
import { cn } from "@/lib/utils";

import { useDeleteClosure } from "../api/delete-closure";
import { useAdminPublicHolidays } from "../api/get-admin-public-holidays";
import { holidayMessages as texts } from "../holiday-messages";
import { rangeText } from "../utils/holidays";
import { ClosureForm } from "./closure-form";
import { SettingsSection } from "./settings-section";

const NO_CLOSURES: ClosureRow[] = [];

const COLUMNS: DataColumn<ClosureRow>[] = [
  { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-normal" },
  {
    header: "Dates",
    cell: (row) => rangeText(row.startDate, row.endDate),
    className: "tabular-nums whitespace-normal",
  },
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
  useErrorToast(query.error, texts.failedToFetchClosures);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<ClosureRow | null>(null);
  const remove = useDeleteClosure({
    onSuccess: () => toast.success(texts.closureRemoved),
    onError: (error) => toast.error(texts.failedToRemoveClosure, refusalDetail(error)),
    onSettled: () => setRemoving(null),
  });

  const actions = (row: ClosureRow, className?: string) => (
    <Button
      variant="outline"
      size="sm"
      className={cn("text-destructive", className)}
      onClick={() => setRemoving(row)}
      aria-label={`Remove ${row.name}`}
    >
      <Trash2Icon aria-hidden="true" />
      Remove
    </Button>
  );

  return (
    <SettingsSection
      title={texts.closuresTitle}
      description={texts.closuresDescription}
      action={
        <Button className="w-full shrink-0 sm:w-fit" onClick={() => setIsAdding(true)}>
          <PlusIcon aria-hidden="true" />
          {texts.addClosure}
        </Button>
      }
    >
      <DataList
        rows={query.data?.closures ?? NO_CLOSURES}
        status={{
          isPending: query.isPending,
          isError: query.isError,
          errorMessage: texts.failedToFetchClosures,
          emptyMessage: texts.noClosures,
        }}
        columns={[...COLUMNS, { header: "Actions", cell: (row) => actions(row), isOnCard: false }]}
        rowKey={(row) => row.id}
        cardLabel={(row) => row.name}
        cardActions={(row) => actions(row, "flex-1")}
      />
      <FormDialog
        mode={isAdding ? { kind: "create" } : null}
        onClose={() => setIsAdding(false)}
      >
        {() => <ClosureForm onClose={() => setIsAdding(false)} />}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={texts.removeClosureTitle}
        description={removing ? confirmRemove(removing) : ""}
        confirmLabel="Remove"
        onConfirm={() => removing && remove.mutate(removing.id)}
        isBusy={remove.isPending}
      />
    </SettingsSection>
  );
}
