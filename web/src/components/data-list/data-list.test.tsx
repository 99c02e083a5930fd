import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import { type DataColumn, DataList, type DataListProps, type ListState } from "./data-list";

const WIDE = globalThis.innerWidth;
afterEach(() => {
  globalThis.innerWidth = WIDE;
  vi.restoreAllMocks();
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

/**
 * jsdom lays nothing out: the box that scrolls the table is given `content` px of table in
 * `shown` px, scrolled `left` px; every other element is as wide as its content.
 */
function layOut(sizes: { content: number; shown: number; left?: number }) {
  const isScroller = (element: HTMLElement) => element.dataset.slot === "table-container";
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return isScroller(this) ? sizes.content : 0;
  });
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return isScroller(this) ? sizes.shown : 0;
  });
  vi.spyOn(Element.prototype, "scrollLeft", "get").mockImplementation(() => sizes.left ?? 0);
}

describe("DataList, wide, its actions in view (issue 15)", () => {
  const actionCells = () => [
    screen.getByRole("columnheader", { name: "Actions" }),
    ...screen.getAllByRole("cell").filter((cell) => cell.textContent?.startsWith("Open ")),
  ];

  it("pins the actions column to the right edge of a list with card actions", () => {
    renderList();
    for (const cell of actionCells()) expect(cell).toHaveClass("sticky", "right-0", "bg-card");
    expect(screen.getByRole("columnheader", { name: "Note" })).not.toHaveClass("sticky");
    expect(screen.getByRole("cell", { name: "Ann Lee" })).not.toHaveClass("sticky");
  });

  it("pins a column beside the actions at their width, the edge on the leftmost pinned", () => {
    layOut({ content: 900, shown: 400 });
    const columns = COLUMNS.map((column) =>
      column.header === "Note" ? { ...column, pinnedAt: "11rem" } : column
    );
    renderList({ columns });
    const notes = [
      screen.getByRole("columnheader", { name: "Note" }),
      screen.getByRole("cell", { name: ANN.note }),
    ];
    for (const cell of notes) {
      expect(cell).toHaveClass("sticky", "bg-card");
      expect(cell).toHaveStyle({ right: "11rem" });
      expect(cell.className).toMatch(/-8px_0_8px/);
    }
    for (const cell of actionCells()) {
      expect(cell).toHaveClass("sticky", "right-0");
      expect(cell.className).not.toMatch(/shadow/);
    }
    expect(screen.getByRole("cell", { name: "Ann Lee" })).not.toHaveClass("sticky");
  });

  it("keeps a keyboard user's place when the row they acted on leaves", () => {
    const { rerender } = renderList();
    screen.getByRole("button", { name: "Open Ann Lee" }).focus();
    // The row leaves; the browser drops the focus on the body.
    const list = (rows: Person[]) => (
      <DataList
        rows={rows}
        columns={COLUMNS}
        rowKey={(person) => person.id}
        cardLabel={(person) => person.name}
        cardActions={(person) => <button type="button">Card {person.name}</button>}
      />
    );
    rerender(list([BOB]));
    expect(screen.getByRole("button", { name: "Open Bob Ray" })).toHaveFocus();
    rerender(list([]));
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toHaveAttribute("tabindex", "-1");
  });

  it("pins nothing in a list without actions", () => {
    renderList({ cardActions: undefined });
    for (const cell of actionCells()) expect(cell).not.toHaveClass("sticky");
  });

  it("fits a table that fits: no edge, no tab stop", () => {
    layOut({ content: 600, shown: 600 });
    renderList();
    const scroller = screen.getByRole("table").parentElement!;
    expect(scroller).not.toHaveAttribute("tabindex");
    for (const cell of actionCells()) expect(cell.className).not.toMatch(/shadow/);
  });

  it("scrolls a table too wide inside its frame: a tab stop, a shadow while columns hide", () => {
    layOut({ content: 900, shown: 400 });
    renderList();
    const scroller = screen.getByRole("table").parentElement!;
    expect(scroller).toHaveAttribute("data-slot", "table-container");
    expect(scroller).toHaveClass("overflow-x-auto");
    expect(scroller).toHaveAttribute("tabindex", "0");
    for (const cell of actionCells()) expect(cell.className).toMatch(/-8px_0_8px/);

    layOut({ content: 900, shown: 400, left: 500 });
    fireEvent.scroll(scroller);
    for (const cell of actionCells()) {
      expect(cell.className).toMatch(/shadow-\[inset_1px_0_0_var\(--border\)\]/);
      expect(cell.className).not.toMatch(/-8px_0_8px/);
    }
  });

  it("holds a row's panel to the width the frame shows, in view however far it is scrolled", () => {
    renderList({ panel: (person) => person.id === ANN.id && <p>Editing Ann</p> });
    const holder = screen.getByText("Editing Ann").parentElement!;
    expect(holder).toHaveClass("sticky", "left-4", "w-[calc(100cqi-2rem)]");
    expect(screen.getByRole("table").closest(".\\@container")).not.toBeNull();
  });
});

describe("DataList, sideways (issue 31)", () => {
  const fade = (edge: string) =>
    document.querySelector(`[data-slot=scroll-fade][data-edge=${edge}]`);

  it("fades the side a table too wide hides, and stops once scrolled to that end", () => {
    layOut({ content: 900, shown: 400 });
    renderList({ cardActions: undefined, columns: COLUMNS.slice(0, 2) });
    const scroller = screen.getByRole("table").parentElement!;
    expect(fade("right")).toHaveAttribute("aria-hidden", "true");
    expect(fade("left")).toBeNull();

    layOut({ content: 900, shown: 400, left: 200 });
    fireEvent.scroll(scroller);
    expect(fade("left")).not.toBeNull();
    expect(fade("right")).not.toBeNull();

    layOut({ content: 900, shown: 400, left: 500 });
    fireEvent.scroll(scroller);
    expect(fade("left")).not.toBeNull();
    expect(fade("right")).toBeNull();
  });

  it("leaves the right side to the pinned actions' shadow, and fades nothing that fits", () => {
    layOut({ content: 900, shown: 400 });
    const { unmount } = renderList();
    expect(fade("right")).toBeNull();
    unmount();
    layOut({ content: 400, shown: 400 });
    renderList();
    expect(fade("left") ?? fade("right")).toBeNull();
  });

  it("draws cards while its frame is narrower than `cardsBelow`, a table once measured wider", () => {
    const width = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue({ width: 600 } as DOMRect);
    const { unmount } = renderList({ cardsBelow: 640 });
    expect(screen.getByRole("group", { name: "Ann Lee" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    unmount();
    width.mockReturnValue({ width: 700 } as DOMRect);
    renderList({ cardsBelow: 640 });
    expect(screen.getByRole("table")).toBeInTheDocument();
  });

  it("keeps the table while its frame is not measured", () => {
    renderList({ cardsBelow: 640 });
    expect(screen.getByRole("table")).toBeInTheDocument();
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
