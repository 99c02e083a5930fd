import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StatusBadge } from "@/components/status-badge";

describe("StatusBadge", () => {
  it.each([
    ["pending", "Pending", "yellow"],
    ["accepted", "Approved", "green"],
    ["rejected", "Denied", "red"],
    ["cancelled", "Cancelled", "blue"],
    ["cancel_requested", "Cancellation Requested", "orange"],
    ["something_new", "Pending", "yellow"],
    [null, "Pending", "yellow"],
  ])("shows %s as '%s' in %s", (status, label, colour) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(`bg-${colour}-100`);
  });
});
