// Builds the whole /api contract as one Hono app from injected dependencies, so the same app
// answers in tests (app.request), in `npm start` and on Supabase.
import { Hono } from "hono";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import type { Db } from "../_shared/db.ts";
import type { Config } from "../_shared/config.ts";
import type { Gate } from "../_shared/gate.ts";
import type { Mailer } from "../_shared/mailer.ts";
import { errorResponse, handleError } from "./http.ts";
import { addHoliday, bookingHours, bulkHolidays } from "./routes/add-holidays.ts";
import { adminHolidayRequests, allHolidayRequests } from "./routes/admin-holiday-requests.ts";
import { adminUsers } from "./routes/admin-users.ts";
import { appointmentLogs } from "./routes/appointment-logs.ts";
import { login, logout } from "./routes/auth.ts";
import { adminBookingWindow, bookingWindow } from "./routes/booking-window.ts";
import { bradfordBands, sicknessBradford } from "./routes/bradford.ts";
import { calendar, calendarFeeds, calendarSettings } from "./routes/calendar-feeds.ts";
import { coverHeatmap, coverPreview, overview } from "./routes/cover.ts";
import { coverRules } from "./routes/cover-rules.ts";
import { departments } from "./routes/departments.ts";
import { holidayEdits } from "./routes/holiday-edits.ts";
import { holidayRegions } from "./routes/holiday-regions.ts";
import { holidayRequests, ownHolidayRequests, vacationRequest } from "./routes/holidays.ts";
import { landingSettings } from "./routes/landing.ts";
import { adminLeaveTypes, leaveBalances, leaveTypes } from "./routes/leave-types.ts";
import { adminToil, toil, toilSettings } from "./routes/toil.ts";
import { passwordResets, resetRequests } from "./routes/password-reset.ts";
import { planning } from "./routes/planning.ts";
import { allowances, companySettings, workingPatterns } from "./routes/policies.ts";
import { publicHolidays } from "./routes/public-holidays.ts";
import {
  sicknessFollowUps,
  sicknessLogFollowUp,
  sicknessSettings,
} from "./routes/sickness-follow-ups.ts";
import { sicknessLogs } from "./routes/sickness-logs.ts";
import { sicknessSummary } from "./routes/sickness-summary.ts";
import { skills, userSkills } from "./routes/skills.ts";
import { userPicker } from "./routes/user-picker.ts";
import {
  userCarriedHours,
  userEndDate,
  userPolicy,
  userWorkingPatterns,
} from "./routes/user-policy.ts";
import { vacationDays } from "./routes/vacation-days.ts";
import { wallchart } from "./routes/wallchart.ts";
import type { AppEnv } from "./http.ts";

export interface Deps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  config: Config;
  /** Called after a change queued mail, so the sender can deliver it now rather than later. */
  onMailQueued?: () => void;
  /** Sign-ins pass through it (the embedded server lets one bcrypt verify run at a time). */
  loginGate?: Gate;
  /**
   * Runs work of a request after its answer: the platform starts `task` and keeps it alive
   * (EdgeRuntime.waitUntil on Supabase). Without it the task starts at once, unawaited.
   */
  defer?: (task: () => Promise<unknown>) => void;
}

/** Largest JSON body read (bytes); a bulk add of many users may send up to BULK_BODY_LIMIT. */
export const BODY_LIMIT = 64 * 1024;
export const BULK_BODY_LIMIT = 512 * 1024;

/** The route whose body lists up to 10,000 users, and so may be BULK_BODY_LIMIT long. */
export function takesBulkBody(path: string): boolean {
  return path.endsWith("/admin/bulk-holidays");
}

/** 413 before the body is read: the limit is checked on Content-Length, then while streaming. */
const tooLarge = (limit: number) => (c: Context) =>
  errorResponse(
    c,
    "payload_too_large",
    `The request body is too large: at most ${limit / 1024} KB`,
  );
const standardBodyLimit = bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge(BODY_LIMIT) });
const bulkBodyLimit = bodyLimit({ maxSize: BULK_BODY_LIMIT, onError: tooLarge(BULK_BODY_LIMIT) });

/** The /api app; mount at the root, it answers under /api. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>().basePath("/api");

  // The web app may be hosted apart from the Supabase project, as supabase-js expects.
  app.use(
    cors({
      origin: "*",
      allowHeaders: ["authorization", "apikey", "x-client-info", "content-type"],
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      exposeHeaders: ["X-Total-Count"],
    }),
  );
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "no-referrer",
      xContentTypeOptions: "nosniff",
    }),
  );
  app.use((c, next) => (takesBulkBody(c.req.path) ? bulkBodyLimit : standardBodyLimit)(c, next));
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/health", async (c) => {
    await deps.db.privileged((tx) => tx.query("select 1"));
    return c.json({ status: "ok" });
  });

  app.route("/login", login);
  app.route("/logout", logout);
  app.route("/request-reset-password", resetRequests);
  app.route("/reset-password", passwordResets);
  app.route("/vacation-days", vacationDays);
  app.route("/vacation-request", vacationRequest);
  app.route("/user/holiday-requests", ownHolidayRequests);
  app.route("/holiday-requests", holidayRequests);
  app.route("/booking-window", bookingWindow);
  app.route("/bank-holidays", publicHolidays);
  app.route("/leave-types", leaveTypes);
  app.route("/leave-balances", leaveBalances);
  app.route("/toil", toil);
  app.route("/cover-preview", coverPreview);
  app.route("/departments", departments);
  app.route("/users", userPicker); // the user picker of the admin and sickness screens
  app.route("/holidays/planning", planning);
  app.route("/calendar-feeds", calendarFeeds);
  app.route("/calendar", calendar);
  app.route("/sickness-logs", sicknessLogs);
  app.route("/sickness-summary", sicknessSummary);
  app.route("/sickness-bradford", sicknessBradford);
  app.route("/appointment-logs", appointmentLogs);

  app.route("/admin/holiday-requests", adminHolidayRequests);
  app.route("/admin/all-holiday-requests", allHolidayRequests);
  app.route("/admin/add-holiday", addHoliday);
  app.route("/admin/bulk-holidays", bulkHolidays);
  app.route("/admin/booking-hours", bookingHours);
  app.route("/admin/users", adminUsers);
  app.route("/admin/users/:id/policy", userPolicy);
  app.route("/admin/users/:id/working-patterns", userWorkingPatterns);
  app.route("/admin/users/:id/end-date", userEndDate);
  app.route("/admin/users/:id/carried-hours", userCarriedHours);
  app.route("/admin/users/:id/skills", userSkills);
  app.route("/admin/settings", companySettings);
  app.route("/admin/working-patterns", workingPatterns);
  app.route("/admin/allowances", allowances);
  app.route("/admin/skills", skills);
  app.route("/admin/leave-types", adminLeaveTypes);
  app.route("/admin/toil", adminToil);
  app.route("/admin/toil-settings", toilSettings);
  app.route("/admin/cover-rules", coverRules);
  app.route("/admin/cover-heatmap", coverHeatmap);
  app.route("/admin/overview", overview);
  app.route("/admin/wallchart", wallchart);
  app.route("/admin/bradford-bands", bradfordBands);
  app.route("/admin/calendar-settings", calendarSettings);
  app.route("/admin/landing-settings", landingSettings);
  app.route("/admin/sickness-follow-ups", sicknessFollowUps);
  app.route("/admin/sickness-logs/:id/follow-up", sicknessLogFollowUp);
  app.route("/admin/sickness-settings", sicknessSettings);
  app.route("/admin/booking-window", adminBookingWindow);
  app.route("/admin/holiday-regions", holidayRegions);
  app.route("/admin/public-holidays", holidayEdits);

  app.notFound((c) => errorResponse(c, "not_found", "Not found"));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
