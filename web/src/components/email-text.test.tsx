import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { emailParts, EmailText } from "@/components/email-text";
import { WholeWords } from "@/components/whole-words";

describe("EmailText", () => {
  it("offers a line break only after the @ and each dot, and reads as the address", () => {
    expect(emailParts("amelia.jones@example.co.uk")).toEqual([
      "amelia.",
      "jones@",
      "example.",
      "co.",
      "uk",
    ]);
    const { container } = render(<EmailText email="amelia.jones@example.com" />);
    expect(screen.getByText("amelia.jones@example.com")).toBeInTheDocument();
    expect(container.querySelectorAll("wbr")).toHaveLength(3);
    expect(container.firstElementChild?.innerHTML).toBe(
      "amelia.<wbr>jones@<wbr>example.<wbr>com",
    );
  });
});

describe("WholeWords", () => {
  it("keeps a word with a hyphen whole, leaves the others as they are, its text unchanged", () => {
    const { container } = render(
      <p data-testid="header">
        <WholeWords text="Total Sick Days (Mon-Thu)" />
      </p>,
    );
    expect(screen.getByTestId("header")).toHaveTextContent(/^Total Sick Days \(Mon-Thu\)$/);
    expect(container.firstElementChild?.innerHTML).toBe(
      'Total Sick Days <span class="whitespace-nowrap">(Mon-Thu)</span>',
    );
    render(<WholeWords text="Reason (if denied)" />);
    expect(screen.getByText("Reason (if denied)")).toBeInTheDocument();
  });
});
