import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { parseTimeText, TimeField } from "./time-field";

function setup(initial = "") {
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="start">Start Time</label>
        <TimeField id="start" value={value} onChange={setValue} />
        <output aria-label="held">{value}</output>
      </>
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return {
    user,
    box: screen.getByLabelText("Start Time"),
    held: () => screen.getByRole("status", { name: "held" }).textContent,
  };
}

describe("parseTimeText", () => {
  it("reads a 24-hour time as HH:mm", () => {
    expect(parseTimeText("14:00")).toBe("14:00");
    expect(parseTimeText("9:30")).toBe("09:30");
    expect(parseTimeText("0930")).toBe("09:30");
    expect(parseTimeText("1430")).toBe("14:30");
    expect(parseTimeText("23.59")).toBe("23:59");
  });

  it("is null for what is not a time of day", () => {
    for (const text of ["", "24:00", "12:60", "2pm", "9", "9:3"]) {
      expect(parseTimeText(text)).toBeNull();
    }
  });
});

describe("TimeField", () => {
  it("is a text box of 24-hour time, whatever the browser's locale", () => {
    const { box } = setup("14:00");
    expect(box).toHaveValue("14:00");
    expect(box).toHaveAttribute("type", "text");
  });

  it("hands the form HH:mm as typed, and shows it so on leaving", async () => {
    const { user, box, held } = setup();
    await user.type(box, "9:30");
    expect(held()).toBe("09:30");
    expect(box).toHaveValue("9:30");
    await user.tab();
    expect(box).toHaveValue("09:30");

    await user.clear(box);
    await user.type(box, "1430");
    await user.tab();
    expect(held()).toBe("14:30");
    expect(box).toHaveValue("14:30");
  });

  it("hands text that is not a time to the form once the box is left", async () => {
    const { user, box, held } = setup("14:00");
    await user.clear(box);
    await user.type(box, "25:00");
    expect(held()).toBe("");
    await user.tab();
    expect(held()).toBe("25:00");
  });
});
