import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import { type DataColumn, DataList, type DataListProps, type ListState } from "./data-list";

const WIDE = globalThis.innerWidth;
afterEach(() => {
  globalThis.innerWidth = WIDE;
});

type Person = { id: number; name: string; note: string };

const ANN: Person = { id: 1, name: "Ann Lee", note: "Away on the 7th" };
const BOB: Person = { id: 2, name: "Bob Ray", note: "" };

const COLUMNS: DataColumn<Person>[] = [
  { header: "Name", cell: (person) => person.name, className: "font-medium" },
  { header: "Note", cell: (person) => person.note || "N/A", title: (person) => person.note },
  {
    header: "Actions",
    cell: (person) => <button type="button">Open {person.name}</button>,
    isOnCard: false,
  },
];

function renderList(props: Partial<DataListProps<Person>> = {}) {
  return render(
    <DataList
      rows={[ANN, BOB]}
      columns={COLUMNS}
      rowKey={(person) => person.id}
      cardLabel={(person) => person.name}
      cardActions={(person) => <button type="button">Card {person.name}</button>}
      {...props}
    />,
  );
}

const cellTexts = (row: HTMLElement) =>
  within(row).getAllByRole("cell").map((cell) => cell.textContent);

describe("DataList, wide", () => {
  it("draws a table: a header per column, a cell per column in each row", () => {
    renderList();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent))
      .toEqual(["Name", "Note", "Actions"]);
    const [, ann, bob] = screen.getAllByRole("row");
    expect(cellTexts(ann)).toEqual(["Ann Lee", "Away on the 7th", "Open Ann Lee"]);
    expect(cellTexts(bob)).toEqual(["Bob Ray", "N/A", "Open Bob Ray"]);
    expect(within(ann).getByText("Ann Lee")).toHaveClass("font-medium");
    expect(within(ann).getByText("Away on the 7th")).toHaveAttribute("title", "Away on the 7th");
    expect(screen.queryByRole("button", { name: "Card Ann Lee" })).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("lets headers wrap, names rows and says when it is about to change", () => {
    const { container } = renderList({
      wrapHeaders: true,
      rowProps: (person) => ({ "aria-label": person.name }),
      isBusy: true,
    });
    expect(screen.getByRole("columnheader", { name: "Note" })).toHaveClass("whitespace-normal");
    expect(screen.getByRole("row", { name: "Bob Ray" })).toBeInTheDocument();
    expect(container.querySelector("[aria-busy=true]")).toContainElement(screen.getByRole("table"));
  });

  it("shows a row's panel across the whole row, in the same row element", () => {
    const { rerender } = renderList({ rowProps: (person) => ({ "aria-label": person.name }) });
    const row = screen.getByRole("row", { name: "Ann Lee" });
    rerender(
      <DataList
        rows={[ANN, BOB]}
        columns={COLUMNS}
        rowKey={(person) => person.id}
        rowProps={(person) => ({ "aria-label": person.name })}
        panel={(person) => person.id === ANN.id && <label>Name of Ann</label>}
      />,
    );
    expect(row).toBeInTheDocument();
    expect(cellTexts(row)).toEqual(["Name of Ann"]);
    expect(within(row).getByRole("cell")).toHaveAttribute("colspan", "3");
    expect(cellTexts(screen.getByRole("row", { name: "Bob Ray" })))
      .toEqual(["Bob Ray", "N/A", "Open Bob Ray"]);
  });

  it("draws again only the rows that changed while its columns stay the same", () => {
    const cell = vi.fn((person: Person) => person.name);
    const columns: DataColumn<Person>[] = [{ header: "Name", cell }];
    const props = { columns, rowKey: (person: Person) => person.id };
    const { rerender } = render(<DataList rows={[ANN]} {...props} />);
    expect(cell).toHaveBeenCalledTimes(1);
    rerender(<DataList rows={[ANN, BOB]} {...props} />);
    expect(cell.mock.calls.map(([person]) => person.name)).toEqual(["Ann Lee", "Bob Ray"]);
  });
});

describe("DataList, narrow (<= 768px)", () => {
  it("draws a card per row, named, its fields labelled, then its actions", () => {
    globalThis.innerWidth = 375;
    renderList();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const card = screen.getByRole("group", { name: "Ann Lee" });
    expect(within(card).getAllByRole("term").map((dt) => dt.textContent))
      .toEqual(["Name", "Note"]);
    expect(within(card).getAllByRole("definition").map((dd) => dd.textContent))
      .toEqual(["Ann Lee", "Away on the 7th"]);
    expect(within(card).getByRole("button", { name: "Card Ann Lee" })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Open Ann Lee" })).not.toBeInTheDocument();
  });

  it("shows a card's panel in place of its fields", () => {
    globalThis.innerWidth = 375;
    renderList({ panel: (person) => person.id === BOB.id && <p>Editing Bob</p> });
    const [, bob] = screen.getAllByRole("listitem");
    expect(bob).toHaveTextContent("Editing Bob");
    expect(within(bob).queryByRole("group")).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Ann Lee" })).toBeInTheDocument();
  });

  it("keeps the table when asked to", () => {
    globalThis.innerWidth = 375;
    renderList({ layout: "table" });
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
  });
});

describe("DataList without rows", () => {
  const state = (overrides: Partial<ListState> = {}): ListState => ({
    isPending: false,
    isError: false,
    errorMessage: "Failed to fetch people",
    emptyMessage: "No people yet",
    ...overrides,
  });

  it.each([
    [{ isPending: true }, messages.loading],
    [{ isError: true }, "Failed to fetch people"],
    [{}, "No people yet"],
  ])("says what its status says (%o)", (overrides, text) => {
    renderList({ rows: [], status: state(overrides) });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows its rows whatever its status, once it has some", () => {
    renderList({ status: state({ isError: true }) });
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch people")).not.toBeInTheDocument();
  });

  it("draws just the headers when it has no status to tell", () => {
    renderList({ rows: [] });
    expect(screen.getAllByRole("row")).toHaveLength(1);
  });
});
