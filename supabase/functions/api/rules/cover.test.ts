// Cover counts each person away once, and a bulk booking as one batch (issue 31, items 2-4):
// the checks of a new request agree with the pending list, the approval and the heat-map.
import assert from "node:assert/strict";
import type { CoverShortfall } from "@shared/schemas/cover.ts";
import { setupApi, type TestUser } from "../../../tests/harness.ts";

// Sunday 10 January 2027; Monday 1 February 2027 is a working day of everybody's default.
const api = await setupApi({ now: new Date("2027-01-10T12:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const admin = await api.createUser({ role: "global_admin" });
const MONDAY = { startDate: "2027-02-01", endDate: "2027-02-01" };
const FULL = { startDayType: "full", endDayType: "full" };

let counter = 0;
/** A department of `size` with a rule "at least `minimum` present". */
async function team(size: number, minimum: number, mode: "warn" | "block") {
  const name = `Batch ${++counter}`;
  const departmentId = await api.createDepartment(name);
  const members: TestUser[] = [];
  for (let i = 0; i < size; i++) {
    members.push(await api.createUser({ departmentId, firstName: `P${i}`, lastName: name }));
  }
  const rule = await adminCall("POST", "/api/admin/cover-rules", {
    departmentId,
    skillId: null,
    minimum,
    mode,
  });
  assert.equal(rule.status, 201, JSON.stringify(rule.body));
  return { departmentId, members, ruleId: rule.body.id as number };
}

function adminCall(method: string, path: string, body?: unknown) {
  return api.request(method, path, { token: admin.token, body });
}

/** The heat-map's count of who is present in a department on Monday 1 February. */
async function heatMapPresent(departmentId: number): Promise<number> {
  const query = `startDate=2027-02-01&weeks=4&department=${departmentId}`;
  const answer = await adminCall("GET", `/api/admin/cover-heatmap?${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const cell = answer.body[0].cells.find((c: { day: string }) => c.day === "2027-02-01");
  return cell.present;
}

Deno.test("someone logged sick is counted away once: a holiday on that day takes nobody else off", async () => {
  const { departmentId, members } = await team(3, 2, "block");
  const [sick] = members;
  const logged = await adminCall("POST", "/api/sickness-logs", {
    user_id: sick.id,
    sick_from_date: "2027-02-01",
    sick_to_date: "2027-02-01",
    reason: "Flu",
  });
  assert.equal(logged.status, 201, JSON.stringify(logged.body));
  // 2 of 3 present; the sick person's holiday leaves the same 2.
  const preview = await api.request(
    "GET",
    `/api/cover-preview?${new URLSearchParams({ ...MONDAY, ...FULL })}`,
    { token: sick.token },
  );
  assert.deepEqual(preview.body.shortfalls, []);
  const booked = await api.request("POST", "/api/vacation-request", {
    token: sick.token,
    body: { ...MONDAY, ...FULL },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal("cover_shortfalls" in booked.body, false);
  // The pending list, the approval and the heat-map agree: 2 present.
  const pending = await adminCall("GET", "/api/admin/holiday-requests");
  const row = pending.body.find((r: { id: number }) => r.id === booked.body.id);
  assert.equal("cover_shortfalls" in row, false);
  assert.equal(await heatMapPresent(departmentId), 2);
  const approved = await adminCall("POST", `/api/admin/holiday-requests/${booked.body.id}/approve`);
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  // Someone else's day off would leave 1 of 2: still refused.
  const other = await api.request("POST", "/api/vacation-request", {
    token: members[1].token,
    body: { ...MONDAY, ...FULL },
  });
  assert.deepEqual([other.status, other.body.code], [409, "cover_short"]);
});

Deno.test("a bulk booking is checked as one batch: two of three off leaves one, refused without a reason", async () => {
  const { departmentId, members, ruleId } = await team(3, 2, "block");
  const batch = { userIds: [members[0].id, members[1].id], ...MONDAY, ...FULL };
  // Each alone would leave 2 of 3; together they leave 1.
  const refused = await adminCall("POST", "/api/admin/bulk-holidays", batch);
  assert.deepEqual([refused.status, refused.body.code], [409, "cover_short"], refused.body.error);
  assert.match(refused.body.error, /01\/02\/2027/);
  assert.equal(await heatMapPresent(departmentId), 3, "nothing booked");
  // With a reason it goes ahead, and the answer carries the shortfall as the single Add does.
  const booked = await adminCall("POST", "/api/admin/bulk-holidays", {
    ...batch,
    coverOverrideReason: "Line stopped for maintenance",
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal(booked.body.created, 2);
  const expected: CoverShortfall[] = [{
    day: "2027-02-01",
    ruleId,
    skill: null,
    mode: "block",
    needed: 2,
    present: 1,
    awayNames: [],
  }];
  assert.deepEqual(booked.body.cover_shortfalls, expected);
  assert.equal(await heatMapPresent(departmentId), 1);
});

Deno.test("a bulk booking across departments takes each department's people off its own rules", async () => {
  const north = await team(3, 2, "warn");
  const south = await team(2, 1, "warn");
  const booked = await adminCall("POST", "/api/admin/bulk-holidays", {
    userIds: [north.members[0].id, south.members[0].id, south.members[1].id],
    ...MONDAY,
    ...FULL,
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  // North keeps 2 of 3 (fine); south keeps 0 of 2 under "at least 1": one warning, south's.
  assert.deepEqual(
    booked.body.cover_shortfalls.map((s: CoverShortfall) => [s.ruleId, s.needed, s.present]),
    [[south.ruleId, 1, 0]],
  );
});

Deno.test("a bulk booking under no rule answers as before, with no cover_shortfalls", async () => {
  const departmentId = await api.createDepartment(`Batch ${++counter}`);
  const person = await api.createUser({ departmentId });
  const booked = await adminCall("POST", "/api/admin/bulk-holidays", {
    userIds: [person.id],
    ...MONDAY,
    ...FULL,
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.deepEqual(Object.keys(booked.body).sort(), ["created", "requests"]);
});
