import { useMemo, useState } from "react";

import { formatDate, yearOf } from "@shared/dates.ts";
import {
  type AdminPublicHoliday,
  DEFAULT_HOLIDAY_REGION,
  type HolidayRegion,
} from "@shared/schemas/public-holidays.ts";

import { ConfirmDialog, useConfirmation } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { useListState } from "@/components/data-list/use-list-state";
import { DeleteButton } from "@/components/delete-button";
import { FormDialog } from "@/components/form/form-dialog";
import { LabelledSelect } from "@/components/option-select";
import { SettingsSection } from "@/components/settings-card";
import { Badge } from "@/components/ui/badge";

import { useDeletePublicHoliday } from "../api/delete-public-holiday";
import { useAdminPublicHolidays } from "../api/get-admin-public-holidays";
import { holidayMessages as texts } from "../holiday-messages";
import { NATION_OPTIONS, nationName, weekdayName } from "../utils/holidays";
import { PublicHolidayForm } from "./public-holiday-form";
import { useYearChoice, YearSelect } from "./year-select";

const NO_HOLIDAYS: AdminPublicHoliday[] = [];

/** A day's name and date, for its card and its Remove button: "Royal occasion, 15/06/2027". */
function dayName(day: AdminPublicHoliday): string {
  return `${day.name}, ${formatDate(day.date)}`;
}

const COLUMNS: DataColumn<AdminPublicHoliday>[] = [
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
];

/**
 * The Public holidays section (issue 29): a nation's days of a year (this year and England &
 * Wales at first), the added ones and the closures' tagged, each removable but a closure's (it
 * goes with its closure), and Add holiday.
 */
export function PublicHolidays() {
  const choice = useYearChoice();
  const { year, setYear, years } = choice;
  const [nation, setNation] = useState<HolidayRegion>(DEFAULT_HOLIDAY_REGION);
  const [isAdding, setIsAdding] = useState(false);

  const query = useAdminPublicHolidays(year);
  const status = useListState(
    query,
    texts.failedToFetchHolidays,
    texts.noHolidays(nationName(nation), year),
  );
  const allDays = query.data?.holidays ?? NO_HOLIDAYS;
  const days = useMemo(() => allDays.filter((day) => day.region === nation), [allDays, nation]);
  const removal = useConfirmation(
    useDeletePublicHoliday,
    ({ region, date }: AdminPublicHoliday) => ({ region, date }),
    { done: texts.holidayRemoved, failed: texts.failedToRemoveHoliday },
  );

  const actions = (day: AdminPublicHoliday, className?: string) =>
    day.kind === "closure"
      ? <span className="text-sm text-muted-foreground">{texts.removedWithClosure}</span>
      : (
        <DeleteButton
          label="Remove"
          name={dayName(day)}
          className={className}
          onClick={() => removal.ask(day)}
        />
      );

  /** A day added in another year of the select: the list moves to that year to show it. */
  function showYearOf(date: string) {
    const added = yearOf(date);
    if (years.includes(added)) setYear(added);
  }

  return (
    <SettingsSection
      title={texts.holidaysTitle}
      description={texts.holidaysDescription}
      addLabel={texts.addHoliday}
      onAdd={() => setIsAdding(true)}
    >
      <div className="grid gap-4 sm:flex">
        <YearSelect {...choice} />
        <LabelledSelect
          label={texts.nationLabel}
          className="grid gap-1.5 sm:w-56"
          value={nation}
          onChange={setNation}
          options={NATION_OPTIONS}
        />
      </div>
      <DataList
        rows={days}
        status={status}
        columns={COLUMNS}
        actions={actions}
        cardActionClassName="flex-1"
        rowKey={(day) => day.date}
        cardLabel={dayName}
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
        {...removal.dialog}
        title={texts.removeHolidayTitle}
        description={removal.row
          ? texts.confirmRemoveHoliday(
            removal.row.name,
            formatDate(removal.row.date),
            nationName(removal.row.region),
          )
          : ""}
        confirmLabel="Remove"
      />
    </SettingsSection>
  );
}
