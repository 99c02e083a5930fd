// The app's one clock for "today": real time, or the date a test build was made for
// (LEAVE_TODAY, as the server reads it; shared/clock.ts).
import { clockFrom } from "@shared/clock.ts";

export const now = clockFrom(import.meta.env.LEAVE_TODAY);
