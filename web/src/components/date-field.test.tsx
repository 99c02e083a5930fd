import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { DateField, parseDateText } from "./date-field";

/** The calendar is loaded when first opened: a first open may take longer than a second. */
const LAZY = { timeout: 5000 };

/** A Start Date field and what its form holds. */
function Harness({ initial = "", min }: { initial?: string; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="start">Start Date</label>
      <DateField id="start" label="Start Date" value={value} onChange={setValue} min={min} />
      <output aria-label="held">{value}</output>
      <button type="button" onClick={() => setValue("2027-02-01")}>Set from outside</button>
    </>
  );
}

function setup(props: { initial?: string; min?: string } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return {
    user,
    box: screen.getByLabelText("Start Date"),
    held: () => screen.getByRole("status", { name: "held" }).textContent,
  };
}

describe("parseDateText", () => {
  it("reads dd/MM/yyyy, d/M/yyyy and yyyy-MM-dd as the same day", () => {
    for (const text of ["04/01/2027", "4/1/2027", " 04.01.2027 ", "04-01-2027", "2027-01-04"]) {
      expect(parseDateText(text)).toBe("2027-01-04");
    }
  });

  it("is null for text that is not a whole, real date", () => {
    for (const text of ["", "04/01/27", "31/02/2027", "13/13/2027", "2027-1-4", "01/04/2027x"]) {
      expect(parseDateText(text)).toBeNull();
    }
  });
});

describe("DateField", () => {
  it("shows a form date as dd/MM/yyyy, whatever the browser's locale", () => {
    const { box } = setup({ initial: "2027-01-04" });
    expect(box).toHaveValue("04/01/2027");
    expect(box).toHaveAttribute("type", "text");
  });

  it("hands the form yyyy-MM-dd as soon as a whole date is typed, and shows it as dd/MM/yyyy on leaving", async () => {
    const { user, box, held } = setup();
    await user.type(box, "4/1/2027");
    expect(held()).toBe("2027-01-04");
    expect(box).toHaveValue("4/1/2027"); // as typed while typing
    await user.tab();
    expect(box).toHaveValue("04/01/2027");

    await user.clear(box);
    expect(held()).toBe("");
    await user.type(box, "2026-03-09");
    expect(held()).toBe("2026-03-09");
    await user.tab();
    expect(box).toHaveValue("09/03/2026");
  });

  it("hands text that is not a date to the form only once the box is left", async () => {
    const { user, box, held } = setup({ initial: "2027-01-04" });
    await user.clear(box);
    await user.type(box, "31/02/202");
    expect(held()).toBe("");
    await user.type(box, "7");
    expect(held()).toBe("");
    await user.tab();
    expect(held()).toBe("31/02/2027");
    expect(box).toHaveValue("31/02/2027");
  });

  it("shows a value set from outside", async () => {
    const { user, box } = setup({ initial: "2027-01-04" });
    await user.click(screen.getByRole("button", { name: "Set from outside" }));
    expect(box).toHaveValue("01/02/2027");
  });

  it("chooses a day from the calendar with the keyboard, weeks from Monday", async () => {
    const { user, box, held } = setup({ initial: "2027-01-04" });
    await user.tab(); // the box
    await user.tab(); // the calendar button
    const button = screen.getByRole("button", { name: "Choose Start Date" });
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");

    const calendar = await screen.findByRole("dialog", { name: "Choose Start Date" });
    const grid = await within(calendar).findByRole("grid", {}, LAZY);
    expect(grid.querySelector("th")).toHaveAttribute("aria-label", "Monday");
    expect(within(calendar).getByRole("button", { name: /4 January 2027, selected/ }))
      .toHaveFocus();

    await user.keyboard("{ArrowDown}{ArrowRight}{Enter}"); // a week and a day later
    expect(held()).toBe("2027-01-12");
    expect(box).toHaveValue("12/01/2027");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("offers no day before its minimum", async () => {
    const { user } = setup({ min: "2027-01-06" });
    await user.click(screen.getByRole("button", { name: "Choose Start Date" }));
    const calendar = await screen.findByRole("dialog", { name: "Choose Start Date" });
    expect(await within(calendar).findByRole("button", { name: /, 5 January 2027/ }, LAZY))
      .toBeDisabled();
    expect(within(calendar).getByRole("button", { name: /, 6 January 2027/ })).toBeEnabled();
  });
});
