import { PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";

import { formatDate, todayInLondon, yearOf } from "@shared/dates.ts";
import {
  type AdminPublicHoliday,
  DEFAULT_HOLIDAY_REGION,
  type HolidayRegion,
} from "@shared/schemas/public-holidays.ts";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { FormDialog } from "@/components/form/form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { now } from "@/lib/clock";
import { refusalDetail } from "@/lib/refusal";
import { cn } from "@/lib/utils";

import { useDeletePublicHoliday } from "../api/delete-public-holiday";
import { useAdminPublicHolidays } from "../api/get-admin-public-holidays";
import { holidayMessages as texts } from "../holiday-messages";
import { NATION_OPTIONS, nationName, weekdayName, yearsAround } from "../utils/holidays";
import { OptionSelect } from "./option-select";
import { PublicHolidayForm } from "./public-holiday-form";
import { SettingsSection } from "./settings-section";

const NO_HOLIDAYS: AdminPublicHoliday[] = [];

/** A day's name and date, for its card and its Remove button: "Royal occasion, 15/06/2027". */
function dayName(day: AdminPublicHoliday): string {
  return `${day.name}, ${formatDate(day.date)}`;
}

/**
 * The Public holidays section (issue 29): a nation's days of a year (this year and England &
 * Wales at first), the added ones and the closures' tagged, each removable but a closure's (it
 * goes with its closure), and Add holiday.
 */
export function PublicHolidays() {
  const ids = { year: useId(), nation: useId() };
  const thisYear = useMemo(() => yearOf(todayInLondon(now())), []);
  const years = useMemo(() => yearsAround(thisYear), [thisYear]);
  const [year, setYear] = useState(thisYear);
  const [nation, setNation] = useState<HolidayRegion>(DEFAULT_HOLIDAY_REGION);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminPublicHoliday | null>(null);

  const query = useAdminPublicHolidays(year);
  useErrorToast(query.error, texts.failedToFetchHolidays);
  const allDays = query.data?.holidays ?? NO_HOLIDAYS;
  const days = useMemo(() => allDays.filter((day) => day.region === nation), [allDays, nation]);
  const remove = useDeletePublicHoliday({
    onSuccess: () => toast.success(texts.holidayRemoved),
    onError: (error) => toast.error(texts.failedToRemoveHoliday, refusalDetail(error)),
    onSettled: () => setRemoving(null),
  });

  const actions = (day: AdminPublicHoliday, className?: string) =>
    day.kind === "closure"
      ? <span className="text-sm text-muted-foreground">{texts.removedWithClosure}</span>
      : (
        <Button
          variant="outline"
          size="sm"
          className={cn("text-destructive", className)}
          onClick={() => setRemoving(day)}
          aria-label={`Remove ${dayName(day)}`}
        >
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
      );

  const columns: DataColumn<AdminPublicHoliday>[] = [
    { header: "Date", cell: (day) => formatDate(day.date), className: "tabular-nums" },
    { header: "Day", cell: (day) => weekdayName(day.date) },
    {
      header: "Name",
      cell: (day) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-medium">{day.name}</span>
          {day.kind !== "rule" && (
            <Badge variant={day.kind === "added" ? "blue" : "orange"}>
              {day.kind === "added" ? texts.added : texts.closure}
            </Badge>
          )}
          {day.part && <Badge variant="outline">{texts.halfDay(day.part)}</Badge>}
        </span>
      ),
      className: "whitespace-normal",
    },
    { header: "Actions", cell: (day) => actions(day), isOnCard: false },
  ];

  /** A day added in another year of the select: the list moves to that year to show it. */
  function showYearOf(date: string) {
    const added = yearOf(date);
    if (years.includes(added)) setYear(added);
  }

  return (
    <SettingsSection
      title={texts.holidaysTitle}
      description={texts.holidaysDescription}
      action={
        <Button className="w-full shrink-0 sm:w-fit" onClick={() => setIsAdding(true)}>
          <PlusIcon aria-hidden="true" />
          {texts.addHoliday}
        </Button>
      }
    >
      <div className="grid gap-4 sm:flex">
        <div className="grid gap-1.5 sm:w-32">
          <Label htmlFor={ids.year}>{texts.yearLabel}</Label>
          <OptionSelect
            id={ids.year}
            value={String(year)}
            onChange={(value) => setYear(Number(value))}
            options={years.map((option) => ({ value: String(option), label: String(option) }))}
          />
        </div>
        <div className="grid gap-1.5 sm:w-56">
          <Label htmlFor={ids.nation}>{texts.nationLabel}</Label>
          <OptionSelect
            id={ids.nation}
            value={nation}
            onChange={setNation}
            options={NATION_OPTIONS}
          />
        </div>
      </div>
      <DataList
        rows={days}
        status={{
          isPending: query.isPending,
          isError: query.isError,
          errorMessage: texts.failedToFetchHolidays,
          emptyMessage: texts.noHolidays(nationName(nation), year),
        }}
        columns={columns}
        rowKey={(day) => day.date}
        cardLabel={dayName}
        cardActions={(day) => actions(day, "flex-1")}
      />
      <FormDialog
        mode={isAdding ? { kind: "create" } : null}
        onClose={() => setIsAdding(false)}
      >
        {() => (
          <PublicHolidayForm
            nation={nation}
            onClose={() => setIsAdding(false)}
            onAdded={showYearOf}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={texts.removeHolidayTitle}
        description={removing
          ? texts.confirmRemoveHoliday(
            removing.name,
            formatDate(removing.date),
            nationName(removing.region),
          )
          : ""}
        confirmLabel="Remove"
        onConfirm={() =>
          removing && remove.mutate({ region: removing.region, date: removing.date })}
        isBusy={remove.isPending}
      />
    </SettingsSection>
  );
}
