// A private leave type (issue 33, `colleaguesSeeName` off) is never named to anyone but its
// owner and the administrators: every GET route of the API, asked by a colleague (an employee
// of the same department) and by a sickness user, with and without a typical query, answers
// without the type's name or the request's note (the type retired once filed, so that no list
// of the types a form offers names it either); the owner's own list names it, the
// administrator's planning names it, and a department feed says only "… – Away".
import assert from "node:assert/strict";
import { setupApi } from "../../../tests/harness.ts";

// Wednesday 10 February 2027.
const api = await setupApi({ now: new Date("2027-02-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const department = await api.createDepartment("Line P");
const owner = await api.createUser({
  firstName: "Pia",
  lastName: "Private",
  departmentId: department,
});
const colleague = await api.createUser({
  firstName: "Col",
  lastName: "League",
  departmentId: department,
});
const sickness = await api.createUser({ role: "sickness_user", departmentId: department });

const SECRET = "Medical treatment";
const NOTE = "Chemotherapy, second round";

/** The body of a call that must succeed, as the administrator unless `token` says who. */
const call = (method: string, path: string, body?: unknown, token = admin.token) =>
  api.ok(method, path, { token, body });

const type = await call("POST", "/api/admin/leave-types", {
  name: SECRET,
  colour: "#fbcfe8",
  deductsFromAllowance: false,
  allowanceHours: null,
  needsApproval: true,
  colleaguesSeeName: false,
  halfDays: true,
  noteRequired: false,
  filedBy: "employee",
});
const pending = await call("POST", "/api/vacation-request", {
  startDate: "2027-02-15",
  endDate: "2027-02-16",
  leaveTypeId: type.id,
  note: NOTE,
}, owner.token);
const approved = await call("POST", "/api/vacation-request", {
  startDate: "2027-02-22",
  endDate: "2027-02-22",
  leaveTypeId: type.id,
  note: NOTE,
}, owner.token);
await call("POST", `/api/admin/holiday-requests/${approved.id}/approve`, {});
// Retired, the type is on no list a colleague may read (the active types a form offers), so any
// answer naming it names it as someone's.
await call("PATCH", `/api/admin/leave-types/${type.id}`, { active: false });
const feed = await call("POST", "/api/calendar-feeds", {
  kind: "department",
  departmentId: department,
});

/** A GET route's path with its parameters filled: the private request's id, the owner, ... */
function fill(path: string): string {
  return path
    .replace(/:id\b/g, String(pending.id))
    .replace(/:userId\b/g, owner.id)
    .replace(/:file\b/g, "x.ics")
    .replace(/:token\b/g, "x");
}

const QUERY = new URLSearchParams({
  startDate: "2027-02-01",
  endDate: "2027-02-28",
  year: "2027",
  day: "2027-02-15",
  department: String(department),
  userId: owner.id,
  q: "Pia",
  search: "Pia",
}).toString();

Deno.test("no GET route names a colleague's private type or note to an employee or a sickness user", async () => {
  const paths = [
    ...new Set(
      api.app.routes.filter((route) => route.method === "GET" && route.path.startsWith("/api/"))
        .map((route) => fill(route.path.replace(/\/\*$/, ""))),
    ),
  ];
  assert.ok(paths.length > 30, `${paths.length} GET routes`);
  let answered = 0;
  for (const user of [colleague, sickness]) {
    for (const path of paths) {
      for (const url of [path, `${path}?${QUERY}`]) {
        const response = await api.app.request(url, {
          headers: { Authorization: `Bearer ${user.token}` },
        });
        const text = await response.text();
        assert.ok(response.status < 500, `${url}: ${response.status} ${text.slice(0, 200)}`);
        if (response.ok) answered++;
        assert.doesNotMatch(text, /Medical treatment|Chemotherapy/, `${user.role} ${url}`);
      }
    }
  }
  assert.ok(answered > 20, `${answered} answers read`);
});

Deno.test("the owner and the administrators read its name; a department feed says only Away", async () => {
  const own = await call("GET", "/api/user/holiday-requests", undefined, owner.token);
  assert.deepEqual(
    own.map((
      row: { leave_type?: { name: string }; note?: string },
    ) => [row.leave_type?.name, row.note]),
    [[SECRET, NOTE], [SECRET, NOTE]],
  );
  const planning = await call(
    "GET",
    `/api/holidays/planning?startDate=2027-02-01&endDate=2027-02-28&department=${department}`,
  );
  assert.deepEqual(
    planning.map((item: { leave_type?: { name: string } }) => item.leave_type?.name),
    [SECRET, SECRET],
  );
  const text = await (await api.app.request(feed.url)).text();
  assert.match(text, /SUMMARY:Pia Private – Away/);
  assert.doesNotMatch(text, /Medical|Chemotherapy/);
});
