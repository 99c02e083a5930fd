import { act, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";

import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("closes the errors still showing when a success comes", async () => {
    render(<Toaster />);
    act(() => void toast.error("Failed to approve holiday request"));
    act(() => void toast.info("Loading the next page"));
    expect(await screen.findByText("Failed to approve holiday request")).toBeInTheDocument();
    act(() => void toast.success("Holiday request approved"));
    expect(await screen.findByText("Holiday request approved")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText("Failed to approve holiday request")).not.toBeInTheDocument()
    );
    expect(screen.getByText("Loading the next page")).toBeInTheDocument();
  });

  it("keeps earlier errors while only errors come", async () => {
    render(<Toaster />);
    act(() => void toast.error("Failed to deny holiday request"));
    act(() => void toast.error("Failed to fetch holiday requests"));
    expect(await screen.findByText("Failed to fetch holiday requests")).toBeInTheDocument();
    expect(screen.getByText("Failed to deny holiday request")).toBeInTheDocument();
  });
});
