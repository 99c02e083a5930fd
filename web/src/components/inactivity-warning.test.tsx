import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { INACTIVITY_LOGOUT_MS } from "@shared/constants.ts";

import { AppLayout } from "@/app/layout";
import { AppProvider } from "@/app/provider";
import { formatCountdown, inactivityTexts } from "@/components/inactivity-warning";
import { readSignOutNotice } from "@/lib/inactivity";
import { TOKEN_KEY } from "@/lib/session";
import { storeSession, stubApi } from "@/testing/render-app";

const MINUTE = 60_000;
const WARN_AT = INACTIVITY_LOGOUT_MS - MINUTE;

beforeEach(() => {
  vi.useFakeTimers();
  stubApi({ "POST /logout": { status: 204 } });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The signed-in shell around a half-filled form, as any screen of the app would be. */
function renderShell() {
  storeSession("employee", "idle-token");
  const screenWithForm = (
    <AppLayout>
      <form aria-label="Note form" onSubmit={(event) => event.preventDefault()}>
        <label>
          Note <input name="note" />
        </label>
        <button type="submit">Save note</button>
      </form>
    </AppLayout>
  );
  const router = createMemoryRouter([{ path: "*", element: screenWithForm }]);
  render(
    <AppProvider queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const warning = () => screen.queryByRole("alertdialog", { name: inactivityTexts.title });
const isSignedIn = () => localStorage.getItem(TOKEN_KEY) !== null;

function typeHalfANote() {
  const note = screen.getByLabelText("Note");
  note.focus();
  fireEvent.input(note, { target: { value: "Half a note" } });
  return note;
}

describe("the inactivity warning", () => {
  it("shows after 9 minutes without activity, focused on Stay signed in, counting down", () => {
    renderShell();
    advance(WARN_AT - 1000);
    expect(warning()).not.toBeInTheDocument();

    advance(1000);
    expect(warning()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: inactivityTexts.stay })).toHaveFocus();
    expect(screen.getByRole("button", { name: inactivityTexts.signOut })).toBeInTheDocument();
    expect(warning()).toHaveAccessibleDescription(new RegExp(inactivityTexts.description));
    expect(screen.getByRole("timer")).toHaveTextContent("1:00");
    advance(18_000);
    expect(screen.getByRole("timer")).toHaveTextContent("0:42");
    expect(isSignedIn()).toBe(true);
  });

  it("Stay signed in keeps the user, the half-filled form and its focus; the 10 minutes start again", () => {
    renderShell();
    const note = typeHalfANote();
    advance(WARN_AT);
    expect(warning()).toHaveAccessibleDescription(new RegExp(inactivityTexts.unsaved));

    fireEvent.click(screen.getByRole("button", { name: inactivityTexts.stay }));
    advance(0); // Radix gives the focus back on the next tick
    expect(warning()).not.toBeInTheDocument();
    expect(note).toHaveValue("Half a note");
    expect(note).toHaveFocus();

    advance(2 * MINUTE); // past the sign-out the warning announced
    expect(isSignedIn()).toBe(true);
    advance(WARN_AT - 2 * MINUTE);
    expect(warning()).toBeInTheDocument();
    advance(MINUTE);
    expect(isSignedIn()).toBe(false);
  });

  it("Escape answers it as Stay signed in", () => {
    renderShell();
    advance(WARN_AT);
    fireEvent.keyDown(screen.getByRole("button", { name: inactivityTexts.stay }), {
      key: "Escape",
    });
    expect(warning()).not.toBeInTheDocument();
    advance(2 * MINUTE);
    expect(isSignedIn()).toBe(true);
  });

  it("ignored, ends the session at 10 minutes and leaves /login the reason", () => {
    renderShell();
    typeHalfANote();
    advance(INACTIVITY_LOGOUT_MS - 1);
    expect(isSignedIn()).toBe(true);
    advance(1);
    expect(isSignedIn()).toBe(false);
    expect(warning()).not.toBeInTheDocument();
    expect(readSignOutNotice()).toEqual({
      reason: "inactivity",
      at: Date.now(),
      hadUnsavedInput: true,
    });
  });

  it("a form sent since it was typed in is not unsaved input", () => {
    renderShell();
    typeHalfANote();
    fireEvent.submit(screen.getByRole("form", { name: "Note form" }));
    advance(WARN_AT);
    expect(warning()).not.toHaveAccessibleDescription(new RegExp(inactivityTexts.unsaved));
    advance(MINUTE);
    expect(readSignOutNotice()?.hadUnsavedInput).toBe(false);
  });

  it("Sign out now signs out at once, with no inactivity reason for /login", () => {
    renderShell();
    advance(WARN_AT);
    fireEvent.click(screen.getByRole("button", { name: inactivityTexts.signOut }));
    expect(isSignedIn()).toBe(false);
    expect(readSignOutNotice()).toBeNull();
  });

  it("activity while it shows still counts (the spec's 10 minutes without events)", () => {
    renderShell();
    advance(WARN_AT + 30_000);
    fireEvent.mouseMove(document.body);
    advance(30_000); // the minute the warning announced is over
    expect(isSignedIn()).toBe(true);
    // It waits for an answer, and tells the time the activity left.
    expect(screen.getByRole("timer")).toHaveTextContent("9:30");
  });
});

describe("formatCountdown", () => {
  it.each([[60_000, "1:00"], [42_000, "0:42"], [41_001, "0:42"], [9_000, "0:09"], [-5, "0:00"]])(
    "%i ms reads %s",
    (ms, text) => expect(formatCountdown(ms)).toBe(text),
  );
});
