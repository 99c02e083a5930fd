import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { pageCount, Pager } from "@/components/pager";

describe("pageCount", () => {
  it.each([[0, 1], [1, 1], [20, 1], [21, 2], [41, 3], [100_000, 5000]])(
    "%i rows make %i pages of 20",
    (total, pages) => expect(pageCount(total, 20)).toBe(pages),
  );
});

describe("Pager", () => {
  it("reads 'Page X of Y' and turns pages within bounds", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} pages={3} onPageChange={onPageChange} />);
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(<Pager page={3} pages={3} onPageChange={onPageChange} />);
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
