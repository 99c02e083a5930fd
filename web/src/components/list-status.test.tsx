import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import { ListStatus } from "@/components/list-status";
import { apiCalls, renderApp, storeSession, stubApi } from "@/testing/render-app";

const DEPARTMENTS = [{ id: 1, name: "Office" }, { id: 2, name: "Warehouse" }];

describe("a list whose load failed", () => {
  it("shows the spec's error with Retry; Retry loads the list again and shows its rows", async () => {
    const answers: Parameters<typeof stubApi>[0] = {
      "GET /departments": { status: 500, body: { error: "Database unavailable" } },
    };
    const fetchMock = stubApi(answers);
    storeSession("global_admin");
    const { user } = renderApp("/departments");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(messages.failedToFetchDepartments);
    expect(screen.queryByDisplayValue("Office")).not.toBeInTheDocument();

    answers["GET /departments"] = { body: DEPARTMENTS };
    await user.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await screen.findByDisplayValue("Office")).toBeInTheDocument();
    expect(screen.getByDisplayValue("Warehouse")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.path.endsWith("/departments")))
      .toHaveLength(2);
  });

  it("keeps the error and the focus on Retry while the list still fails", async () => {
    stubApi({ "GET /user/holiday-requests": { status: 500, body: { error: "Down" } } });
    storeSession("employee");
    const { user } = renderApp("/list-holidays-request");

    const retry = await screen.findByRole("button", { name: "Retry" });
    await user.click(retry);
    const again = await screen.findByRole("button", { name: "Retry" });
    expect(again).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(messages.failedToFetchHolidayRequests);
  });

  it("calls the list's own retry when it has one, once however often it is pressed", async () => {
    let finish = () => {};
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ListStatus
        isPending={false}
        isError
        isEmpty
        errorMessage="Failed to fetch people"
        emptyMessage="No people"
        onRetry={onRetry}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    const busy = screen.getByRole("button", { name: "Retrying..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
