import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { type PickerUser, UserPicker } from "@/components/user-picker";
import { apiCalls, stubApi } from "@/testing/render-app";

function buildPickerUser(n: number, overrides: Partial<PickerUser> = {}): PickerUser {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    email: `user${n}@example.com`,
    department_id: 1,
    department: "Office",
    ...overrides,
  };
}

const ann = buildPickerUser(1, { firstName: "Ann", lastName: "Lee", email: "ann@example.com" });
const bob = buildPickerUser(2, { firstName: "Bob", lastName: "Ray", email: "bob@example.com" });

function renderPicker(props: { selectedLabel?: string; initial?: string | null } = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<string | null>(props.initial ?? null);
    return (
      <>
        <UserPicker
          aria-label="User"
          value={value}
          selectedLabel={props.selectedLabel}
          onChange={(user) => {
            onChange(user);
            setValue(user?.id ?? null);
          }}
        />
        <span data-testid="chosen">{value ?? "none"}</span>
      </>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe("UserPicker", () => {
  it("searches as you type and chooses with the keyboard", async () => {
    const fetchMock = stubApi({
      "GET /users": { body: [ann, bob], headers: { "X-Total-Count": "2" } },
    });
    const { onChange, user } = renderPicker();

    const box = screen.getByRole("combobox", { name: "User" });
    expect(box).toHaveAttribute("placeholder", messages.searchAndSelectUser);
    await user.type(box, "an");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("option", { name: /Ann Lee/ })).toBeInTheDocument();
    await waitFor(() => expect(apiCalls(fetchMock).at(-1)?.search).toBe("?q=an&limit=20&offset=0"));

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: /Bob Ray/ }).id,
    );
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(bob);
    expect(box).toHaveValue("Bob Ray");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByTestId("chosen")).toHaveTextContent(bob.id);
  });

  it("debounces: typing a word sends one search for it", async () => {
    const fetchMock = stubApi({ "GET /users": { body: [ann], headers: { "X-Total-Count": "1" } } });
    const { user } = renderPicker();
    await user.type(screen.getByRole("combobox"), "ann");
    await waitFor(() =>
      expect(apiCalls(fetchMock).map((call) => call.search)).toContain("?q=ann&limit=20&offset=0")
    );
    const searches = apiCalls(fetchMock).map((call) => call.search);
    expect(searches.filter((s) => s.includes("q=a&") || s.includes("q=an&"))).toEqual([]);
    expect(searches).toContain("?q=ann&limit=20&offset=0");
  });

  it("chooses with the mouse and un-chooses when the name is edited", async () => {
    stubApi({ "GET /users": { body: [ann, bob], headers: { "X-Total-Count": "2" } } });
    const { onChange, user } = renderPicker();
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    expect(onChange).toHaveBeenLastCalledWith(ann);
    expect(screen.getByRole("combobox")).toHaveValue("Ann Lee");

    await user.type(screen.getByRole("combobox"), "x");
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId("chosen")).toHaveTextContent("none");
  });

  it("Escape closes the list and restores the chosen name", async () => {
    stubApi({ "GET /users": { body: [ann], headers: { "X-Total-Count": "1" } } });
    const { user } = renderPicker({ initial: ann.id, selectedLabel: "Ann Lee" });
    const box = screen.getByRole("combobox");
    expect(box).toHaveValue("Ann Lee");
    await user.clear(box);
    await user.type(box, "zz");
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByTestId("chosen")).toHaveTextContent("none");
    expect(box).toHaveValue("");
  });

  it("Enter takes the only user found; among several it takes the one arrowed to", async () => {
    const fetchMock = stubApi({ "GET /users": { body: [ann], headers: { "X-Total-Count": "1" } } });
    const { onChange, user } = renderPicker();
    const box = screen.getByRole("combobox");
    await user.click(box);
    await screen.findByRole("option", { name: /Ann Lee/ });
    expect(box).not.toHaveAttribute("aria-activedescendant"); // nothing highlighted yet
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(ann);

    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json([ann, bob], { headers: { "X-Total-Count": "2" } }))
    );
    await user.clear(box);
    await screen.findByRole("option", { name: /Bob Ray/ });
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(null); // cleared, and Enter chose no one
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(ann);
  });

  it("Escape inside a dialog closes the list, and only then the dialog", async () => {
    stubApi({ "GET /users": { body: [ann, bob], headers: { "X-Total-Count": "2" } } });
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Create Log</DialogTitle>
            <UserPicker aria-label="User" value={null} onChange={() => {}} />
          </DialogContent>
        </Dialog>
      </QueryClientProvider>,
    );
    const box = screen.getByRole("combobox", { name: "User" });
    await user.click(box);
    const dialog = screen.getByRole("dialog", { name: "Create Log" });
    expect(await within(dialog).findByRole("option", { name: /Bob Ray/ })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a dialog opening with the focus on the picker keeps the list shut until asked", async () => {
    const fetchMock = stubApi({
      "GET /users": { body: [ann, bob], headers: { "X-Total-Count": "2" } },
    });
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Create Log</DialogTitle>
            <UserPicker aria-label="User" value={null} onChange={() => {}} />
            <input aria-label="Sick From" type="date" />
          </DialogContent>
        </Dialog>
      </QueryClientProvider>,
    );
    const box = screen.getByRole("combobox", { name: "User" });
    // The dialog puts the focus in the box, and that alone opens nothing.
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([]);

    // ArrowDown opens it; Escape shuts it; tabbing back in keeps it shut; typing opens it.
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("option", { name: /Ann Lee/ })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.tab();
    expect(screen.getByLabelText("Sick From")).toHaveFocus();
    await user.tab({ shift: true });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "b");
    expect(box).toHaveAttribute("aria-expanded", "true");
  });

  it("says when nothing matches", async () => {
    stubApi({ "GET /users": { body: [], headers: { "X-Total-Count": "0" } } });
    const { user } = renderPicker();
    await user.type(screen.getByRole("combobox"), "nobody");
    expect(await screen.findByRole("status")).toHaveTextContent(messages.noUsersFound);
  });

  it("loads the next page when arrowing to the end of the list", async () => {
    const first = Array.from({ length: 20 }, (_, i) => buildPickerUser(i + 1));
    const fetchMock = vi.fn((input: RequestInfo | URL) => {
      const offset = Number(new URL(String(input)).searchParams.get("offset"));
      const items = offset === 0 ? first : [buildPickerUser(21)];
      return Promise.resolve(
        new Response(JSON.stringify(items), {
          headers: { "Content-Type": "application/json", "X-Total-Count": "21" },
        }),
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderPicker();
    await user.click(screen.getByRole("combobox"));
    await screen.findByRole("option", { name: /First20 Last20/ });
    for (let i = 0; i < 18; i++) await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("option", { name: /First21 Last21/ })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(21);
  });
});
