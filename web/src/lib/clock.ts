// The app's one clock for "today": real time, or the date a build was made for (LEAVE_TODAY at
// build time, replaced into __LEAVE_TODAY__ by web/vite.config.ts; see shared/clock.ts).
import { clockFrom } from "@shared/clock.ts";

declare const __LEAVE_TODAY__: string | undefined;

export const now = clockFrom(typeof __LEAVE_TODAY__ === "string" ? __LEAVE_TODAY__ : undefined);
