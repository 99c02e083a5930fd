/**
 * The product's one clock. Real time, unless a date is given (LEAVE_TODAY in the server, the
 * seed, the test build of the web app and the journeys): then the calendar reads that date at
 * the real time of day in London, and days still pass, so a whole run can be moved to any
 * date while waits, timeouts and session lengths keep real time.
 */
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { TIME_ZONE } from "./constants.ts";
import { addDays, isoDateToUtcMs, isValidIsoDate, todayInLondon } from "./dates.ts";

const MS_PER_DAY = 86_400_000;

export type Clock = () => Date;

const realClock: Clock = () => new Date();

/** A clock whose calendar starts on `today` (yyyy-MM-dd); the real clock when none is given. */
export function clockFrom(today: string | undefined, real: Clock = realClock): Clock {
  if (!today) return real;
  if (!isValidIsoDate(today)) throw new Error(`LEAVE_TODAY: "${today}" is not a yyyy-MM-dd date`);
  const realStart = todayInLondon(real());
  return () => {
    const instant = real();
    const passed = (isoDateToUtcMs(todayInLondon(instant)) - isoDateToUtcMs(realStart)) /
      MS_PER_DAY;
    const date = addDays(today, passed);
    return fromZonedTime(
      `${date}T${formatInTimeZone(instant, TIME_ZONE, "HH:mm:ss.SSS")}`,
      TIME_ZONE,
    );
  };
}
