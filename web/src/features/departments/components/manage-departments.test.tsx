import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

import DepartmentsRoute from "@/app/routes/app/departments";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

function openDepartments(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /departments": { body: [{ id: 1, name: "Production" }, { id: 2, name: "QC" }] },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<DepartmentsRoute />, { path: "/departments" }), changes };
}

describe("ManageDepartments", () => {
  it("creates a department from the dialog", async () => {
    const { user, changes } = openDepartments({
      "POST /departments": { status: 201, body: { id: 3, name: "Sales" } },
    });
    await user.click(await screen.findByRole("button", { name: messages.createDepartment }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Name"), " Sales ");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText(messages.departmentCreated)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "POST", path: "/departments", body: { name: "Sales" } }]);
  });

  it("says the Name is required beside it, before sending, and the server's refusal too", async () => {
    const { user, changes } = openDepartments({
      "POST /departments": {
        status: 409,
        body: { error: "name: must not contain control or invisible characters" },
      },
    });
    await user.click(await screen.findByRole("button", { name: messages.createDepartment }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Name"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveFocus();
    expect(changes()).toEqual([]);

    await user.type(within(dialog).getByLabelText("Name"), "Sales");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText(messages.failedToCreateDepartment)).toBeInTheDocument();
    expect(
      within(dialog).getByText("Name must not contain control or invisible characters", {
        selector: "[data-slot=form-message]",
      }),
    ).toBeInTheDocument();
  });

  it("renames in place: Save is offered once the name changed", async () => {
    const { user, changes } = openDepartments({
      "PUT /departments/2": { body: { id: 2, name: "Quality" } },
    });
    const name = await screen.findByRole("textbox", { name: "Name of QC" });
    const save = screen.getByRole("button", { name: "Save QC" });
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, "Quality");
    await user.click(save);
    expect(await screen.findByText(messages.departmentUpdated)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "PUT", path: "/departments/2", body: { id: 2, name: "Quality" } },
    ]);
  });

  it("deletes after the confirmation, and reports a failure", async () => {
    const { user, changes } = openDepartments({
      "DELETE /departments/1": { status: 500, body: { error: "boom" } },
    });
    await user.click(await screen.findByRole("button", { name: "Delete Production" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete Production?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.failedToDeleteDepartment)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "DELETE", path: "/departments/1", body: undefined }]);
  });
});
