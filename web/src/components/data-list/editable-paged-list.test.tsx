import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import type { PagedList } from "@/hooks/use-paged-list";

import type { DataColumn } from "./data-list";
import { EditablePagedList } from "./editable-paged-list";

const WIDE = globalThis.innerWidth;
afterEach(() => {
  globalThis.innerWidth = WIDE;
});

type Log = { id: number; name: string };

const COLUMNS: DataColumn<Log>[] = [{ header: "Name", cell: (log) => log.name }];

/** A page as usePagedList gives it: its rows and what its query says. */
function buildList(
  rows: Log[],
  query: Partial<PagedList<Log>["query"]> = {},
): PagedList<Log> {
  return {
    query: {
      isPending: false,
      isError: false,
      isFetching: false,
      data: { items: rows, total: rows.length },
      ...query,
    } as PagedList<Log>["query"],
    rows,
    page: 1,
    pages: 2,
    setPage: vi.fn(),
    searchText: "",
    setSearchText: vi.fn(),
  };
}

/** Renders the list; the deletion's mutation is a mock, deleting `deletingId` if given. */
function renderLogs(list: PagedList<Log>, deletingId?: number) {
  const onEdit = vi.fn();
  const mutation = { mutate: vi.fn(), isPending: deletingId !== undefined, variables: deletingId };
  render(
    <EditablePagedList
      list={list}
      columns={COLUMNS}
      cardLabel={(log) => log.name}
      errorMessage="Failed to fetch logs"
      emptyMessage="No logs yet"
      onEdit={onEdit}
      deletion={{ confirm: "Delete this log?", mutation }}
    />,
  );
  return { onEdit, mutate: mutation.mutate };
}

const ANN = { id: 1, name: "Ann Lee" };
const BOB = { id: 2, name: "Bob Ray" };

describe("EditablePagedList", () => {
  it("shows the rows with Edit and Delete, and the pager", async () => {
    const list = buildList([ANN, BOB]);
    const { onEdit } = renderLogs(list);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent))
      .toEqual(["Name", "Actions"]);
    const ann = screen.getByRole("row", { name: /Ann Lee/ });
    await userEvent.click(within(ann).getByRole("button", { name: "Edit" }));
    expect(onEdit).toHaveBeenCalledWith(ANN);

    expect(screen.getByText(messages.pageOf(1, 2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(list.setPage).toHaveBeenCalledWith(2);
  });

  it("deletes a row once the confirm is accepted, and holds its Delete meanwhile", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { mutate } = renderLogs(buildList([ANN, BOB]), BOB.id);
    expect(
      within(screen.getByRole("row", { name: /Bob Ray/ })).getByRole("button", { name: "Delete" }),
    )
      .toBeDisabled();
    const deleteAnn = within(screen.getByRole("row", { name: /Ann Lee/ }))
      .getByRole("button", { name: "Delete" });
    expect(deleteAnn).toBeEnabled();

    await userEvent.click(deleteAnn);
    expect(confirm).toHaveBeenCalledWith("Delete this log?");
    expect(mutate).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await userEvent.click(deleteAnn);
    expect(mutate).toHaveBeenCalledWith(ANN.id);
  });

  it("holds the pager still while a page loads", () => {
    renderLogs(buildList([ANN], { isFetching: true }));
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("shows cards with the actions under each on a phone", () => {
    globalThis.innerWidth = 375;
    renderLogs(buildList([ANN]));
    const card = screen.getByRole("group", { name: "Ann Lee" });
    expect(within(card).getByRole("button", { name: "Edit" })).toHaveClass("flex-1");
    expect(within(card).queryByText("Actions")).not.toBeInTheDocument();
  });

  it("says 'Loading...' while the first page loads, without a pager", () => {
    renderLogs(buildList([], { isPending: true, data: undefined }));
    expect(screen.getByText(messages.loading)).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  });

  it("says the failure when nothing could be read", () => {
    renderLogs(buildList([], { isError: true, data: undefined }));
    expect(screen.getByText("Failed to fetch logs")).toBeInTheDocument();
  });

  it("says the empty text when the page has no rows", () => {
    renderLogs(buildList([]));
    expect(screen.getByText("No logs yet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  });
});
