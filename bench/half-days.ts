// The half days of a year a user can still book: the heavy user's bookings in the bench.
import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { addDays, isInChristmasWindow, isoDateToUtcMs } from "../shared/dates.ts";
import { isWorkingDay } from "../shared/hours.ts";

type DayType = "full" | "morning" | "afternoon";

interface OwnRequest {
  start_date: string;
  end_date: string;
  start_day_type: DayType;
  end_day_type: DayType;
  status: string;
}

export interface HalfDay {
  startDate: string;
  endDate: string;
  startDayType: "morning" | "afternoon";
  endDayType: "morning" | "afternoon";
}

/** Statuses whose requests hold their days (the no-overlap constraint's). */
const LIVE = new Set(["pending", "accepted", "cancel_requested"]);

/** Half day number: 2 a day since 1970, the afternoon odd. */
const halfIndex = (day: string, half: "morning" | "afternoon") =>
  (isoDateToUtcMs(day) / 86_400_000) * 2 + (half === "afternoon" ? 1 : 0);

/**
 * The first `count` half days of `year`, from January, that an employee may book (Mon-Thu, no
 * bank holiday, outside 24-31 December) and none of `requests`' live ones covers.
 */
export function freeHalfDays(requests: OwnRequest[], year: number, count: number): HalfDay[] {
  const taken = requests.filter((r) => LIVE.has(r.status)).map((r) => {
    const lastType = r.start_date === r.end_date ? r.start_day_type : r.end_day_type;
    return {
      from: halfIndex(r.start_date, r.start_day_type === "afternoon" ? "afternoon" : "morning"),
      to: halfIndex(r.end_date, lastType === "morning" ? "morning" : "afternoon"),
    };
  });
  const bankHolidays = bankHolidaySet();
  const free: HalfDay[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    if (!isWorkingDay(day, bankHolidays) || isInChristmasWindow(day)) continue;
    for (const half of ["morning", "afternoon"] as const) {
      const index = halfIndex(day, half);
      if (taken.some((t) => t.from <= index && index <= t.to)) continue;
      free.push({ startDate: day, endDate: day, startDayType: half, endDayType: half });
      if (free.length === count) return free;
    }
  }
  throw new Error(`bench: only ${free.length} free half days in ${year}, ${count} needed`);
}
