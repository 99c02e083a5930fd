// Every date range a caller sends is bounded and ordered before any work is done (issue 28):
// the routes are read from the app itself, and each must be listed here either with its range
// (sent from 1900 to 2999, and backwards, it must be refused naming the field) or as taking
// none. A route added without a line here fails the first test.
import assert from "node:assert/strict";
import { MAX_PLANNING_DAYS, MAX_REQUEST_DAYS } from "@shared/schemas/common.ts";
import { addDays } from "@shared/dates.ts";
import { errorAnswer, setupApi } from "../../tests/harness.ts";
import { appRoutes } from "./testing/routes.ts";

const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });

interface Range {
  from: string;
  to: string;
  maxDays: number;
  /** The rest of a valid call: the range goes into the body when there is one, else the query. */
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

const times = { start_time: "09:00", end_time: "10:00" };
const RANGES: Record<string, Range> = {
  "POST /api/vacation-request": {
    from: "startDate",
    to: "endDate",
    maxDays: MAX_REQUEST_DAYS,
    body: {},
  },
  "POST /api/admin/add-holiday": {
    from: "startDate",
    to: "endDate",
    maxDays: MAX_REQUEST_DAYS,
    body: { selectedUser: admin.id },
  },
  "POST /api/admin/bulk-holidays": {
    from: "startDate",
    to: "endDate",
    maxDays: MAX_REQUEST_DAYS,
    body: { userIds: [admin.id] },
  },
  "GET /api/admin/booking-hours": {
    from: "startDate",
    to: "endDate",
    maxDays: MAX_REQUEST_DAYS,
    query: { userIds: admin.id },
  },
  "GET /api/cover-preview": {
    from: "startDate",
    to: "endDate",
    maxDays: MAX_REQUEST_DAYS,
    query: {},
  },
  "GET /api/holidays/planning": {
    from: "startDate",
    to: "endDate",
    maxDays: MAX_PLANNING_DAYS,
    query: {},
  },
  "POST /api/sickness-logs": {
    from: "sick_from_date",
    to: "sick_to_date",
    maxDays: MAX_REQUEST_DAYS,
    body: { user_id: admin.id },
  },
  "PUT /api/sickness-logs/:id": {
    from: "sick_from_date",
    to: "sick_to_date",
    maxDays: MAX_REQUEST_DAYS,
    body: {},
  },
  "POST /api/appointment-logs": {
    from: "event_from_date",
    to: "event_to_date",
    maxDays: MAX_REQUEST_DAYS,
    body: { user_id: admin.id, ...times },
  },
  "PUT /api/appointment-logs/:id": {
    from: "event_from_date",
    to: "event_to_date",
    maxDays: MAX_REQUEST_DAYS,
    body: times,
  },
  "POST /api/admin/public-holidays/closures": {
    from: "startDate",
    to: "endDate",
    maxDays: MAX_REQUEST_DAYS,
    body: { name: "Shutdown", countsAs: "no_hours" },
  },
  "GET /api/appointment-logs": { from: "from", to: "to", maxDays: MAX_PLANNING_DAYS, query: {} },
  "GET /api/appointment-logs/:id/position": {
    from: "from",
    to: "to",
    maxDays: MAX_PLANNING_DAYS,
    query: {},
  },
};

/** Routes that take no range a caller chooses; a date or year they take opens a fixed window. */
const WITHOUT_RANGE = new Set([
  "GET /api/health",
  "POST /api/login",
  "POST /api/logout",
  "POST /api/request-reset-password",
  "POST /api/reset-password/:token",
  "GET /api/vacation-days", // ?year: one year
  "GET /api/user/holiday-requests",
  "POST /api/holiday-requests/:id/request-cancellation",
  "POST /api/holiday-requests/:id/withdraw",
  "GET /api/vacation-days/breakdown", // ?year: one year
  "GET /api/admin/settings",
  "PUT /api/admin/settings",
  "GET /api/admin/working-patterns",
  "POST /api/admin/working-patterns",
  "PUT /api/admin/working-patterns/:id",
  "DELETE /api/admin/working-patterns/:id",
  "GET /api/admin/allowances", // ?year: one year
  "GET /api/admin/users/:id/policy", // ?year: one year
  "PUT /api/admin/users/:id/working-patterns", // startsOn: one day
  "DELETE /api/admin/users/:id/working-patterns/:startsOn",
  "PUT /api/admin/users/:id/end-date", // one day
  "PUT /api/admin/users/:id/carried-hours",
  "DELETE /api/admin/users/:id/carried-hours/:year",
  "GET /api/leave-types",
  "GET /api/leave-balances", // ?year: one year
  "GET /api/admin/leave-types",
  "POST /api/admin/leave-types",
  "PATCH /api/admin/leave-types/:id",
  "DELETE /api/admin/leave-types/:id",
  "GET /api/toil",
  "POST /api/toil", // workedOn: one day, not after today
  "GET /api/admin/toil",
  "POST /api/admin/toil", // workedOn: one day, not after today
  "POST /api/admin/toil/:id/approve",
  "POST /api/admin/toil/:id/deny",
  "GET /api/admin/toil-settings",
  "PUT /api/admin/toil-settings",
  "GET /api/admin/skills",
  "POST /api/admin/skills",
  "PUT /api/admin/skills/:id",
  "DELETE /api/admin/skills/:id",
  "GET /api/admin/users/:id/skills",
  "PUT /api/admin/users/:id/skills",
  "GET /api/admin/cover-rules",
  "POST /api/admin/cover-rules",
  "PUT /api/admin/cover-rules/:id",
  "DELETE /api/admin/cover-rules/:id",
  "GET /api/admin/cover-heatmap", // startDate and 4 to 12 weeks
  "GET /api/admin/cover-heatmap/away", // one day
  "GET /api/admin/overview",
  "GET /api/admin/wallchart", // startDate and 2 to 6 weeks; a page's offset and limit count no days
  "GET /api/sickness-bradford", // asOf: the 52 weeks up to it
  "GET /api/admin/bradford-bands",
  "PUT /api/admin/bradford-bands",
  "GET /api/calendar-feeds",
  "POST /api/calendar-feeds",
  "DELETE /api/calendar-feeds/:id",
  "GET /api/admin/calendar-settings",
  "PUT /api/admin/calendar-settings",
  "GET /api/admin/landing-settings",
  "PUT /api/admin/landing-settings",
  "GET /api/calendar/department/:file", // the server's window around today
  "GET /api/calendar/company/:file",
  "GET /api/calendar/:file",
  "GET /api/admin/sickness-follow-ups",
  "PUT /api/admin/sickness-logs/:id/follow-up", // one day each
  "GET /api/admin/sickness-settings",
  "PUT /api/admin/sickness-settings",
  "GET /api/admin/users", // startYear: one year
  "GET /api/admin/users/:id/position", // startYear: one year
  "POST /api/admin/users", // start_date: one day
  "PUT /api/admin/users/:id",
  "DELETE /api/admin/users/:id",
  "GET /api/admin/holiday-requests",
  "POST /api/admin/holiday-requests/:id/approve",
  "POST /api/admin/holiday-requests/:id/deny",
  "POST /api/admin/holiday-requests/:id/cancel",
  "POST /api/admin/holiday-requests/:id/approve-cancellation",
  "POST /api/admin/holiday-requests/:id/reject-cancellation",
  "GET /api/admin/all-holiday-requests",
  "GET /api/bank-holidays", // from and to years: at most 3
  "GET /api/booking-window",
  "GET /api/admin/booking-window",
  "PUT /api/admin/booking-window", // days of any year, MM-dd
  "GET /api/admin/holiday-regions",
  "GET /api/admin/public-holidays", // ?year: one year
  "POST /api/admin/public-holidays", // one day
  "DELETE /api/admin/public-holidays/:region/:date",
  "DELETE /api/admin/public-holidays/closures/:id",
  "GET /api/admin/public-holidays/affected", // ?year: one year
  "POST /api/admin/public-holidays/affected/:id/recount",
  "PUT /api/admin/holiday-regions/departments/:id",
  "PUT /api/admin/holiday-regions/users/:id",
  "GET /api/departments",
  "POST /api/departments",
  "PUT /api/departments/:id",
  "DELETE /api/departments/:id",
  "GET /api/sickness-logs",
  "DELETE /api/sickness-logs/:id",
  "GET /api/sickness-summary/:year", // one year
  "GET /api/sickness-summary/:year/months",
  "DELETE /api/appointment-logs/:id",
  "GET /api/users",
]);

Deno.test("every route is listed with its range or as taking none", () => {
  const routes = appRoutes(api.app);
  const unlisted = routes.filter((route) => !(route in RANGES) && !WITHOUT_RANGE.has(route));
  assert.deepEqual(unlisted, [], "list each new route in RANGES or WITHOUT_RANGE");
  const gone = [...Object.keys(RANGES), ...WITHOUT_RANGE].filter((r) => !routes.includes(r));
  assert.deepEqual(gone, []);
});

async function send(route: string, range: Range, from: string, to: string) {
  const [method, path] = route.split(" ");
  const dates = { [range.from]: from, [range.to]: to };
  if (range.body) {
    return await api.request(method, path.replace(":id", "1"), {
      token: admin.token,
      body: { ...range.body, ...dates },
    });
  }
  const query = new URLSearchParams({ ...range.query, ...dates }).toString();
  return await api.request(method, `${path.replace(":id", "1")}?${query}`, { token: admin.token });
}

for (const [route, range] of Object.entries(RANGES)) {
  Deno.test(`${route}: a range of centuries or backwards is refused, naming ${range.to}`, async () => {
    const centuries = await send(route, range, "1900-01-01", "2999-12-01");
    assert.deepEqual(
      [centuries.status, centuries.body],
      errorAnswer(400, `${range.to}: must be at most ${range.maxDays} days after ${range.from}`),
    );
    const justOver = await send(
      route,
      range,
      "2027-02-01",
      addDays("2027-02-01", range.maxDays + 1),
    );
    assert.equal(justOver.status, 400);
    const backwards = await send(route, range, "2027-02-10", "2027-02-01");
    assert.deepEqual(
      [backwards.status, backwards.body],
      errorAnswer(400, `${range.to}: must not be before ${range.from}`),
    );
  });
}
