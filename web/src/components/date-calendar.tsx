// The calendar of a date field, loaded when one is first opened: react-day-picker and its
// date library are the larger part of the field, and most visits only type dates.
import { enGB } from "date-fns/locale/en-GB";
import type { Matcher } from "react-day-picker";

import { Calendar } from "@/components/ui/calendar";

/** One day to choose, en-GB, weeks from Monday; the chosen day (or today) takes the focus. */
export function DateCalendar(props: {
  today?: Date;
  selected?: Date;
  defaultMonth?: Date;
  disabled?: Matcher[];
  onSelect: (date: Date | undefined) => void;
}) {
  return <Calendar mode="single" autoFocus locale={enGB} weekStartsOn={1} {...props} />;
}
