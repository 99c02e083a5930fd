// Every answer of the API has the shape shared/schemas/responses.ts gives it, field for field:
// the schemas are strict, so a field the server adds, drops, renames or retypes fails here
// before the web app (which types its reads with the same schemas) meets it.
import assert from "node:assert/strict";
import type { z } from "zod";
import {
  adminHolidayRequestResponse,
  adminUserResponse,
  appointmentLogResponse,
  bulkHolidaysResponse,
  departmentResponse,
  holidayRequestResponse,
  loginResponse,
  messageResponse,
  pickerUserResponse,
  planningItemResponse,
  sicknessLogResponse,
  sicknessSummaryRowResponse,
  vacationDaysResponse,
} from "@shared/schemas/responses.ts";
import { setupApi, TEST_PASSWORD } from "../../tests/harness.ts";

const api = await setupApi({ now: new Date("2027-03-01T09:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const department = await api.createDepartment("Moulding");
const admin = await api.createUser({ role: "global_admin" });
const clerk = await api.createUser({ role: "sickness_user" });
const employee = await api.createUser({ departmentId: department });

type Answer = { status: number; body: unknown; path?: string };

/** Asserts the status and parses the body with the schema; the parsed body. */
function shaped<S extends z.ZodType>(answer: Answer, status: number, schema: S): z.output<S> {
  assert.equal(answer.status, status, `${answer.path}: ${JSON.stringify(answer.body)}`);
  const parsed = schema.safeParse(answer.body);
  assert.ok(parsed.success, `${JSON.stringify(answer.body)}\n${parsed.error?.message}`);
  return parsed.data;
}

const as = (user: { token: string }) => {
  const call = async (method: string, path: string, body?: unknown) => ({
    ...await api.request(method, path, { token: user.token, body }),
    path: `${method} ${path}`,
  });
  return {
    get: (path: string) => call("GET", path),
    post: (path: string, body?: unknown) => call("POST", path, body),
    put: (path: string, body: unknown) => call("PUT", path, body),
    delete: (path: string) => call("DELETE", path),
  };
};

Deno.test("sign-in and the employee's answers", async () => {
  const login = await api.request("POST", "/api/login", {
    body: { email: employee.email, password: TEST_PASSWORD },
  });
  shaped(login, 200, loginResponse);
  const me = as(employee);
  shaped(await me.get("/api/vacation-days"), 200, vacationDaysResponse);
  const created = shaped(
    await me.post("/api/vacation-request", { startDate: "2027-03-08", endDate: "2027-03-09" }),
    201,
    holidayRequestResponse,
  );
  shaped(
    await me.get("/api/user/holiday-requests"),
    200,
    holidayRequestResponse.array(),
  );
  shaped(await me.get("/api/departments"), 200, departmentResponse.array());
  shaped(
    await as(admin).post(`/api/admin/holiday-requests/${created.id}/approve`),
    200,
    holidayRequestResponse,
  );
  shaped(
    await me.post(`/api/holiday-requests/${created.id}/request-cancellation`),
    200,
    holidayRequestResponse,
  );
  const toWithdraw = shaped(
    await me.post("/api/vacation-request", { startDate: "2027-03-15", endDate: "2027-03-15" }),
    201,
    holidayRequestResponse,
  );
  shaped(
    await me.post(`/api/holiday-requests/${toWithdraw.id}/withdraw`),
    200,
    holidayRequestResponse,
  );
});

Deno.test("the administrator's holiday answers", async () => {
  const boss = as(admin);
  shaped(await boss.get("/api/admin/holiday-requests"), 200, adminHolidayRequestResponse.array());
  shaped(
    await boss.get("/api/admin/all-holiday-requests"),
    200,
    adminHolidayRequestResponse.array(),
  );
  const range = { startDate: "2027-04-05", endDate: "2027-04-05" };
  shaped(
    await boss.post("/api/admin/add-holiday", { selectedUser: employee.id, ...range }),
    201,
    holidayRequestResponse,
  );
  shaped(
    await boss.post("/api/admin/bulk-holidays", {
      userIds: [employee.id, clerk.id],
      startDate: "2027-05-03",
      endDate: "2027-05-04",
    }),
    201,
    bulkHolidaysResponse,
  );
  const planned = shaped(
    await boss.get("/api/holidays/planning?startDate=2027-03-01&endDate=2027-05-31"),
    200,
    planningItemResponse.array(),
  );
  assert.ok(planned.length >= 3, "the planning answer is checked on real rows");
});

Deno.test("users and departments answers", async () => {
  const boss = as(admin);
  shaped(await boss.get("/api/admin/users"), 200, adminUserResponse.array());
  const user = shaped(
    await boss.post("/api/admin/users", {
      firstName: "Rhea",
      lastName: "Shape",
      email: `rhea.${crypto.randomUUID().slice(0, 8)}@leave.test`,
      password: TEST_PASSWORD,
    }),
    201,
    adminUserResponse,
  );
  shaped(
    await boss.put(`/api/admin/users/${user.id}`, { firstName: "Rhian" }),
    200,
    adminUserResponse,
  );
  shaped(await boss.get("/api/users"), 200, pickerUserResponse.array());
  shaped(await boss.delete(`/api/admin/users/${user.id}`), 200, messageResponse);
  const made = shaped(
    await boss.post("/api/departments", { name: "Shapes" }),
    201,
    departmentResponse,
  );
  shaped(await boss.put(`/api/departments/${made.id}`, { name: "Forms" }), 200, departmentResponse);
  shaped(await boss.delete(`/api/departments/${made.id}`), 200, messageResponse);
});

Deno.test("sickness and appointment answers, with and without the reason", async () => {
  const boss = as(admin);
  const log = { user_id: employee.id, sick_from_date: "2027-02-01", sick_to_date: "2027-02-02" };
  const created = shaped(
    await boss.post("/api/sickness-logs", { ...log, reason: "Flu" }),
    201,
    sicknessLogResponse,
  );
  assert.equal(created.reason, "Flu", "an admin's rows carry the reason");
  const seen = shaped(await as(clerk).get("/api/sickness-logs"), 200, sicknessLogResponse.array());
  assert.ok(seen.length > 0 && seen.every((row) => !("reason" in row)), "a clerk's rows have none");
  shaped(
    await boss.put(`/api/sickness-logs/${created.id}`, { sick_from_date: "2027-02-01" }),
    200,
    sicknessLogResponse,
  );
  shaped(
    await boss.get("/api/sickness-summary/2027"),
    200,
    sicknessSummaryRowResponse.array(),
  );
  shaped(await boss.delete(`/api/sickness-logs/${created.id}`), 200, messageResponse);
  const appointment = shaped(
    await boss.post("/api/appointment-logs", {
      user_id: employee.id,
      event_from_date: "2027-03-10",
      event_to_date: "2027-03-10",
      start_time: "09:00",
      end_time: "10:30",
      reason: "Dentist",
    }),
    201,
    appointmentLogResponse,
  );
  shaped(await boss.get("/api/appointment-logs"), 200, appointmentLogResponse.array());
  shaped(await boss.delete(`/api/appointment-logs/${appointment.id}`), 200, messageResponse);
});

Deno.test("sign-out answers a message", async () => {
  const user = await api.createUser();
  shaped(await as(user).post("/api/logout"), 200, messageResponse);
});
