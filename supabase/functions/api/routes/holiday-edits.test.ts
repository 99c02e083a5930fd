// The administrator's public holidays (issue 29): a one-off day, a listed day removed, and
// company closures with no working hours or counted as a holiday everyone takes.
import assert from "node:assert/strict";
import { errorAnswer, setupApi, type TestUser } from "../../../tests/harness.ts";
import { NO_WORKING_HOURS } from "./holidays.ts";

// Monday 1 March 2027.
const api = await setupApi({ now: new Date("2027-03-01T10:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const department = await api.createDepartment("Press shop");

const adminCall = (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: admin.token, body });

function book(user: TestUser, startDate: string, endDate = startDate) {
  return api.request("POST", "/api/vacation-request", {
    token: user.token,
    body: { startDate, endDate },
  });
}

const balance = async (user: TestUser, year: number) =>
  (await api.request("GET", `/api/vacation-days?year=${year}`, { token: user.token })).body
    .vacation_hours;

const audited = async (entity: string) =>
  (await api.db.privileged((tx) =>
    tx.query<{ n: number }>(
      "select count(*)::integer as n from public.audit_log where entity = $1 and actor_id = $2",
      [entity, admin.id],
    )
  ))[0].n;

Deno.test("a one-off holiday costs nothing in its nations; a removed one costs a day again", async () => {
  const booker = await api.createUser({ departmentId: department });
  const other = await api.createUser({ departmentId: department });
  const earlier = await book(booker, "2027-06-14", "2027-06-17");
  assert.equal(earlier.body.requested_hours, 40);
  const added = await adminCall("POST", "/api/admin/public-holidays", {
    date: "2027-06-15",
    name: "Royal occasion",
    regions: ["england-wales", "scotland"],
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  assert.deepEqual(
    await book(other, "2027-06-15").then((a) => [a.status, a.body]),
    errorAnswer(400, NO_WORKING_HOURS),
  );
  // Booked before: its hours stay as they were.
  const own = await api.request("GET", "/api/user/holiday-requests", { token: booker.token });
  assert.equal(own.body.find((r: { id: number }) => r.id === earlier.body.id).requested_hours, 40);
  // The day shows in the year's list and in what the web app reads.
  const year = await adminCall("GET", "/api/admin/public-holidays?year=2027");
  assert.deepEqual(
    year.body.holidays.filter((h: { date: string }) => h.date === "2027-06-15"),
    [
      { region: "england-wales", date: "2027-06-15", name: "Royal occasion", kind: "added" },
      { region: "scotland", date: "2027-06-15", name: "Royal occasion", kind: "added" },
    ],
  );
  const read = await api.request("GET", "/api/bank-holidays?from=2027", { token: booker.token });
  assert.ok(read.body.some((h: { date: string }) => h.date === "2027-06-15"));
  // Twice: refused, naming the nations that have it.
  const again = await adminCall("POST", "/api/admin/public-holidays", {
    date: "2027-06-15",
    name: "Again",
    regions: ["scotland", "northern-ireland"],
  });
  assert.deepEqual(
    [again.status, again.body.error],
    [409, "date: 2027-06-15 is a public holiday already in scotland"],
  );
  // Removing the Summer bank holiday 2027 (Monday 30 August) makes it a working day.
  const removed = await adminCall("DELETE", "/api/admin/public-holidays/england-wales/2027-08-30");
  assert.equal(removed.status, 200);
  assert.equal((await book(booker, "2027-08-30")).body.requested_hours, 10);
  const gone = await adminCall("DELETE", "/api/admin/public-holidays/england-wales/2027-08-30");
  assert.equal(gone.status, 404);
  assert.ok(await audited("public_holidays") >= 3);
});

Deno.test("a closure with no working hours is a holiday in every nation; removing it gives the days back", async () => {
  const worker = await api.createUser({ departmentId: department });
  const created = await adminCall("POST", "/api/admin/public-holidays/closures", {
    name: "Summer shutdown",
    startDate: "2027-07-26",
    endDate: "2027-07-30",
    countsAs: "no_hours",
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.deepEqual(created.body.skipped, []);
  assert.deepEqual(
    await book(worker, "2027-07-26", "2027-07-29").then((a) => [a.status, a.body]),
    errorAnswer(400, NO_WORKING_HOURS),
  );
  const removed = await adminCall(
    "DELETE",
    `/api/admin/public-holidays/closures/${created.body.closure.id}`,
  );
  assert.equal(removed.status, 200);
  assert.equal((await book(worker, "2027-07-26", "2027-07-29")).body.requested_hours, 40);
});

Deno.test("a closure counted as holiday books everyone scheduled, once, and shows on planning", async () => {
  const line = await api.createDepartment("Assembly");
  const ann = await api.createUser({ departmentId: line, firstName: "Ann", lastName: "Able" });
  const bob = await api.createUser({ departmentId: line, firstName: "Bob", lastName: "Booked" });
  // Bob booked the Monday already: he is passed over, not booked twice.
  await book(bob, "2027-08-02");
  const before = await balance(ann, 2027);
  const created = await adminCall("POST", "/api/admin/public-holidays/closures", {
    name: "August shutdown",
    startDate: "2027-08-02",
    endDate: "2027-08-05",
    countsAs: "holiday",
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.ok(created.body.skipped.includes("Bob Booked"));
  assert.ok(created.body.closure.requests >= 1);
  assert.equal(await balance(ann, 2027), before - 40);
  const planning = await adminCall(
    "GET",
    "/api/holidays/planning?startDate=2027-08-01&endDate=2027-08-31&department=Assembly",
  );
  const anns = planning.body.filter((item: { user_id: string }) => item.user_id === ann.id);
  assert.deepEqual(
    anns.map((i: { start_date: string; status: string }) => [i.start_date, i.status]),
    [["2027-08-02", "accepted"]],
  );
  // And in Ann's calendar feed, as the all-day event of an approved holiday, Monday to Thursday.
  const feed = await api.request("POST", "/api/calendar-feeds", {
    token: ann.token,
    body: { kind: "personal" },
  });
  assert.equal(feed.status, 201, JSON.stringify(feed.body));
  const ics = await (await api.app.request(feed.body.url)).text();
  assert.match(ics, /DTSTART;VALUE=DATE:20270802\r\nDTEND;VALUE=DATE:20270806\r\n/);
  // Removing the closure cancels its requests: the hours come back.
  await adminCall("DELETE", `/api/admin/public-holidays/closures/${created.body.closure.id}`);
  assert.equal(await balance(ann, 2027), before);
  assert.ok(await audited("company_closures") >= 2);
});

Deno.test("a half-day holiday costs half the day where a request takes its half", async () => {
  const line = await api.createDepartment("Paint shop");
  const worker = await api.createUser({ departmentId: line });
  const scot = await api.createUser({ departmentId: line });
  await adminCall("PUT", `/api/admin/holiday-regions/users/${scot.id}`, { region: "scotland" });
  // Thursday 23 September 2027: the afternoon off in England & Wales.
  const added = await adminCall("POST", "/api/admin/public-holidays", {
    date: "2027-09-23",
    name: "Works outing",
    part: "afternoon",
    regions: ["england-wales"],
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const request = (
    startDate: string,
    endDate: string,
    startDayType = "full",
    endDayType = "full",
  ) =>
    api.request("POST", "/api/vacation-request", {
      token: worker.token,
      body: { startDate, endDate, startDayType, endDayType },
    });
  const hoursOf = async (
    answer: Promise<{ status: number; body: { requested_hours: number } }>,
  ) => {
    const { status, body } = await answer;
    assert.equal(status, 201, JSON.stringify(body));
    return body.requested_hours;
  };
  const withdraw = (id: number) =>
    api.request("POST", `/api/holiday-requests/${id}/withdraw`, { token: worker.token });
  // The whole day: its morning only, 5 h. Its morning: 5 h. Monday to Thursday: 10 + 10 + 10 + 5.
  const cases: [string, string, string, string, number][] = [
    ["2027-09-23", "2027-09-23", "full", "full", 5],
    ["2027-09-23", "2027-09-23", "morning", "full", 5],
    ["2027-09-20", "2027-09-23", "full", "full", 35],
    ["2027-09-20", "2027-09-23", "afternoon", "morning", 30],
  ];
  for (const [startDate, endDate, startType, endType, expected] of cases) {
    const answer = await request(startDate, endDate, startType, endType);
    assert.equal(answer.body.requested_hours, expected, `${startDate} ${startType} ${endType}`);
    assert.equal((await withdraw(answer.body.id)).status, 200);
  }
  // Its afternoon is the holiday: nothing to book.
  assert.deepEqual(
    await request("2027-09-23", "2027-09-23", "afternoon").then((a) => [a.status, a.body]),
    errorAnswer(400, NO_WORKING_HOURS),
  );
  // Scotland works the whole day.
  assert.equal(
    await hoursOf(api.request("POST", "/api/vacation-request", {
      token: scot.token,
      body: { startDate: "2027-09-23", endDate: "2027-09-23" },
    })),
    10,
  );
  // What the web app reads, and the administrator's list: the half named.
  const read = await api.request("GET", "/api/bank-holidays?from=2027", { token: worker.token });
  assert.deepEqual(read.body.find((h: { date: string }) => h.date === "2027-09-23"), {
    date: "2027-09-23",
    name: "Works outing",
    part: "afternoon",
  });
  const scotsRead = await api.request("GET", "/api/bank-holidays?from=2027", {
    token: scot.token,
  });
  assert.equal(scotsRead.body.some((h: { date: string }) => h.date === "2027-09-23"), false);
  const year = await adminCall("GET", "/api/admin/public-holidays?year=2027");
  assert.deepEqual(
    year.body.holidays.filter((h: { date: string }) => h.date === "2027-09-23"),
    [{
      region: "england-wales",
      date: "2027-09-23",
      name: "Works outing",
      kind: "added",
      part: "afternoon",
    }],
  );
  // A day is a whole or a half holiday, not both.
  const whole = await adminCall("POST", "/api/admin/public-holidays", {
    date: "2027-09-23",
    name: "Whole",
    regions: ["england-wales"],
  });
  assert.deepEqual(
    [whole.status, whole.body.error],
    [409, "date: 2027-09-23 is a public holiday already in england-wales"],
  );
  // Removed (audited): the day costs 10 h again.
  const removed = await adminCall("DELETE", "/api/admin/public-holidays/england-wales/2027-09-23");
  assert.equal(removed.status, 200);
  assert.equal(await hoursOf(request("2027-09-23", "2027-09-23")), 10);
  assert.ok(await audited("half_day_holidays") >= 2);
  const part = await adminCall("POST", "/api/admin/public-holidays", {
    date: "2027-09-24",
    name: "X",
    part: "evening",
    regions: ["england-wales"],
  });
  assert.equal(part.body.error, "part: must be one of full, morning, afternoon");
});

Deno.test("only administrators edit, and bad input names the field", async () => {
  const employee = await api.createUser();
  const refused = await api.request("GET", "/api/admin/public-holidays?year=2027", {
    token: employee.token,
  });
  assert.equal(refused.status, 403);
  const noNation = await adminCall("POST", "/api/admin/public-holidays", {
    date: "2027-06-16",
    name: "X",
    regions: [],
  });
  assert.deepEqual(noNation.body.error, "regions: must list at least one nation");
  const long = await adminCall("POST", "/api/admin/public-holidays/closures", {
    name: "Forever",
    startDate: "2027-01-01",
    endDate: "2029-01-01",
    countsAs: "holiday",
  });
  assert.deepEqual(long.body.error, "endDate: must be at most 366 days after startDate");
  const kind = await adminCall("POST", "/api/admin/public-holidays/closures", {
    name: "Odd",
    startDate: "2027-01-04",
    endDate: "2027-01-05",
    countsAs: "maybe",
  });
  assert.deepEqual(kind.body.error, "countsAs: must be one of no_hours, holiday");
  const nation = await adminCall("DELETE", "/api/admin/public-holidays/wales/2027-08-30");
  assert.equal(nation.status, 400);
  assert.equal(
    (await adminCall("GET", "/api/admin/public-holidays")).body.error,
    "year: is required",
  );
});

Deno.test("requests booked before a new holiday are listed with their hours now, and re-counted on request", async () => {
  const worker = await api.createUser({
    departmentId: department,
    firstName: "Rae",
    lastName: "Recount",
  });
  const booked = await book(worker, "2027-10-04", "2027-10-07");
  assert.equal(booked.body.requested_hours, 40);
  await adminCall("POST", "/api/admin/public-holidays", {
    date: "2027-10-05",
    name: "Founders' day",
    regions: ["england-wales"],
  });
  const affected = await adminCall("GET", "/api/admin/public-holidays/affected?year=2027");
  assert.equal(affected.status, 200);
  assert.deepEqual(affected.body.find((r: { id: number }) => r.id === booked.body.id), {
    id: booked.body.id,
    name: "Rae Recount",
    startDate: "2027-10-04",
    endDate: "2027-10-07",
    status: "pending",
    booked: 40,
    now: 30,
  });
  const before = (await api.request("GET", "/api/vacation-days?year=2027", { token: worker.token }))
    .body.vacation_hours;
  const recounted = await adminCall(
    "POST",
    `/api/admin/public-holidays/affected/${booked.body.id}/recount`,
  );
  assert.deepEqual([recounted.status, recounted.body.booked], [200, 30]);
  const after = (await api.request("GET", "/api/vacation-days?year=2027", { token: worker.token }))
    .body.vacation_hours;
  assert.equal(after, before + 10);
  const again = await adminCall("GET", "/api/admin/public-holidays/affected?year=2027");
  assert.equal(again.body.some((r: { id: number }) => r.id === booked.body.id), false);
  const [audit] = await api.db.privileged((tx) =>
    tx.query<{ hours: string }>(
      `select after ->> 'requested_hours' as hours from public.audit_log
       where entity = 'holiday_requests' and entity_id = $1 and actor_id = $2
       order by id desc limit 1`,
      [String(booked.body.id), admin.id],
    )
  );
  assert.equal(Number(audit.hours), 30);
  const missing = await adminCall("POST", "/api/admin/public-holidays/affected/999999/recount");
  assert.equal(missing.status, 404);
});
