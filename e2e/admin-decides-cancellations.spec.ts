// The admin rejects one cancellation request with a reason (after first dismissing the
// prompt) and approves another; each leaves the list.
import { expect, test } from "./fixtures.ts";

import { formatDate } from "../shared/dates.ts";
import { messages } from "../shared/messages.ts";
import { ADMIN, apiToken, bearer, book, freeWeek, screenshot, signIn } from "./admin-support.ts";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const EMPLOYEE = "harry.smith@example.com";
const REASON = "Cover is already arranged";

test("the admin rejects a cancellation with a reason, then approves another", async ({ page, request }) => {
  // Two approved holidays whose cancellation the employee asked for.
  const token = await apiToken(request, EMPLOYEE);
  const adminToken = await apiToken(request, ADMIN);
  const weeks = [];
  for (let i = 0; i < 2; i++) {
    const week = await freeWeek(request, token, 10);
    const id = await book(request, token, { startDate: week.monday, endDate: week.thursday });
    const approved = await request.post(`/api/admin/holiday-requests/${id}/approve`, {
      headers: bearer(adminToken),
    });
    expect(approved.ok()).toBe(true);
    const asked = await request.post(`/api/holiday-requests/${id}/request-cancellation`, {
      headers: bearer(token),
    });
    expect(asked.ok()).toBe(true);
    weeks.push(week);
  }
  const [kept, cancelled] = weeks;

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/users$/);
  await page.goto("/cancel-requests");
  await expect(page.getByRole("heading", { level: 1, name: messages.cancellationRequestsTitle }))
    .toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText([
    "User",
    "Start Date",
    "End Date",
    "Actions",
  ]);
  const rowOf = (monday: string) =>
    page.getByRole("row").filter({ hasText: "Harry Smith" }).filter({
      hasText: formatDate(monday),
    });
  await expect(rowOf(kept.monday)).toBeVisible();
  await screenshot(page, "cancel-requests");

  // Dismissing the prompt changes nothing.
  page.once("dialog", (dialog) => dialog.dismiss());
  await rowOf(kept.monday).getByRole("button", { name: "Reject Harry Smith" }).click();
  await expect(rowOf(kept.monday)).toHaveCount(1);

  page.once("dialog", async (dialog) => {
    expect(dialog.type()).toBe("prompt");
    expect(dialog.message()).toBe(messages.rejectReasonPrompt);
    await dialog.accept(REASON);
  });
  await rowOf(kept.monday).getByRole("button", { name: "Reject Harry Smith" }).click();
  await expect(page.getByText(messages.cancellationRejected)).toBeVisible();
  await expect(rowOf(kept.monday)).toHaveCount(0);

  await rowOf(cancelled.monday).getByRole("button", { name: "Approve Harry Smith" }).click();
  await expect(page.getByText(messages.cancellationApproved)).toBeVisible();
  await expect(rowOf(cancelled.monday)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, "cancel-requests");

  // The employee's requests: one approved again with the refusal's reason, one cancelled.
  const own = await request.get("/api/user/holiday-requests", { headers: bearer(token) });
  const byStart = new Map(
    ((await own.json()) as { start_date: string; status: string; cancel_reject_reason: string }[])
      .map((r) => [r.start_date, r]),
  );
  expect(byStart.get(kept.monday)).toMatchObject({
    status: "accepted",
    cancel_reject_reason: REASON,
  });
  expect(byStart.get(cancelled.monday)).toMatchObject({ status: "cancelled" });
});
