/**
 * Inactivity (spec section 4): after INACTIVITY_LOGOUT_MS (10 min) without mousemove, mousedown,
 * keydown, touchstart or scroll the user is logged out. A minute before, the signed-in shell
 * asks whether to stay (components/inactivity-warning.tsx); after, /login says why
 * (readSignOutNotice). Every one of those events restarts the 10 minutes, the warning's minute
 * included, so the spec's rule holds exactly; the warning itself stays until it is answered.
 *
 * Test builds only may shorten the timeout: when Vite runs in mode "test" (vitest, or
 * `vite build --mode test` for the e2e run), a positive number in localStorage
 * `leave.inactivityMs` replaces it, so one journey can shorten it without shortening it for
 * every other. In a production build `import.meta.env.MODE === "test"` is false at build time,
 * so the override is removed from the bundle.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { INACTIVITY_LOGOUT_MS } from "@shared/constants.ts";

/** localStorage key of the test-build inactivity override (ms). */
export const INACTIVITY_OVERRIDE_KEY = "leave.inactivityMs";

/** The inactivity timeout in ms; see the header comment for the test-build override. */
export function inactivityTimeoutMs(): number {
  if (import.meta.env.MODE === "test") {
    let override = Number.NaN;
    try {
      override = Number(globalThis.localStorage.getItem(INACTIVITY_OVERRIDE_KEY) ?? Number.NaN);
    } catch {
      // storage blocked: no override
    }
    if (Number.isFinite(override) && override > 0) return override;
  }
  return INACTIVITY_LOGOUT_MS;
}

/** The warning shows this long before the sign-out: at 9 of the 10 minutes. */
export const INACTIVITY_WARNING_MS = 60_000;

/** 600000 → 60000 (a minute); a shortened test timeout gets a tenth of itself (4000 → 400). */
export function warningLeadMs(timeoutMs: number): number {
  return Math.min(INACTIVITY_WARNING_MS, timeoutMs / 10);
}

/** The timeout in whole minutes, as the warning and /login say it: 600000 → 10. */
export const INACTIVITY_MINUTES = Math.round(INACTIVITY_LOGOUT_MS / 60_000);

// --- Why the last session ended, for /login ---

const SIGNED_OUT_KEY = "leave.signedOut";

/** Why /login shows: the session ended at `at` (ms) after inactivity, with or without unsaved input. */
export type SignOutNotice = { reason: "inactivity"; at: number; hadUnsavedInput: boolean };

/** Remembers an inactivity sign-out until the next sign-in (every tab's /login reads it). */
export function rememberInactivitySignOut(hadUnsavedInput: boolean): void {
  const notice: SignOutNotice = { reason: "inactivity", at: Date.now(), hadUnsavedInput };
  try {
    localStorage.setItem(SIGNED_OUT_KEY, JSON.stringify(notice));
  } catch {
    // storage blocked: /login shows no reason
  }
}

/** The notice of the last inactivity sign-out, or null. */
export function readSignOutNotice(): SignOutNotice | null {
  try {
    const value = JSON.parse(localStorage.getItem(SIGNED_OUT_KEY) ?? "null") as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { reason, at, hadUnsavedInput } = value as Partial<SignOutNotice>;
    if (reason !== "inactivity" || typeof at !== "number") return null;
    return { reason, at, hadUnsavedInput: hadUnsavedInput === true };
  } catch {
    return null;
  }
}

export function forgetSignOutNotice(): void {
  try {
    localStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // storage blocked: nothing was stored either
  }
}

// --- Unsaved input ---

/**
 * Watches the forms of the page: one the user typed or picked something in, since it was last
 * sent, holds unsaved input while it is on the page (a closed dialog's form is gone with it).
 * Nothing typed is read or kept: a sign-out must not leave a sickness reason in storage.
 */
export function watchUnsavedInput(): { hasUnsavedInput: () => boolean; stop: () => void } {
  const edited = new Set<HTMLFormElement>();
  const formOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest("form") : null;
  const onEdit = (event: Event) => {
    const form = formOf(event);
    if (form) edited.add(form);
  };
  const onSent = (event: Event) => {
    if (event.target instanceof HTMLFormElement) edited.delete(event.target);
  };
  const listeners: [string, (event: Event) => void][] = [
    ["input", onEdit],
    ["change", onEdit],
    ["submit", onSent],
    ["reset", onSent],
  ];
  for (const [type, listener] of listeners) {
    globalThis.addEventListener(type, listener, { capture: true });
  }
  return {
    hasUnsavedInput: () => {
      for (const form of edited) if (!form.isConnected) edited.delete(form);
      return edited.size > 0;
    },
    stop: () => {
      for (const [type, listener] of listeners) {
        globalThis.removeEventListener(type, listener, { capture: true });
      }
    },
  };
}

// --- The timer ---

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "scroll"] as const;

export type InactivityState = {
  /** True from 9 minutes without activity until the warning is answered or the session ends. */
  isWarning: boolean;
  /** When the session ends (ms since the epoch) unless there is activity before. */
  endsAt: () => number;
  /** Whether a form of the page holds input not yet sent. */
  hasUnsavedInput: () => boolean;
  /** Closes the warning and starts the 10 minutes again. */
  staySignedIn: () => void;
};

const NO_UNSAVED_INPUT = () => false;

/**
 * Calls onIdle(hadUnsavedInput) once timeoutMs pass without activity, and says when to warn;
 * null onIdle (nobody signed in) turns it off.
 */
export function useInactivityTimer(
  onIdle: ((hadUnsavedInput: boolean) => void) | null,
  timeoutMs: number,
): InactivityState {
  const [isWarning, setIsWarning] = useState(false);
  const lastActivity = useRef(Date.now());
  const unsaved = useRef<() => boolean>(NO_UNSAVED_INPUT);

  useEffect(() => {
    if (!onIdle) return;
    const watcher = watchUnsavedInput();
    unsaved.current = watcher.hasUnsavedInput;
    const leadMs = warningLeadMs(timeoutMs);
    // Activity only records a time; one timer checks it, so mousemove stays cheap.
    lastActivity.current = Date.now();
    const markActivity = () => {
      lastActivity.current = Date.now();
    };
    const check = () => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= timeoutMs) {
        onIdle(watcher.hasUnsavedInput());
        return;
      }
      if (idle >= timeoutMs - leadMs) {
        setIsWarning(true);
        timer = setTimeout(check, timeoutMs - idle);
      } else {
        timer = setTimeout(check, timeoutMs - leadMs - idle);
      }
    };
    let timer = setTimeout(check, timeoutMs - leadMs);
    for (const event of ACTIVITY_EVENTS) {
      globalThis.addEventListener(event, markActivity, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) {
        globalThis.removeEventListener(event, markActivity, { capture: true });
      }
      watcher.stop();
      unsaved.current = NO_UNSAVED_INPUT;
      setIsWarning(false);
    };
  }, [onIdle, timeoutMs]);

  const endsAt = useCallback(() => lastActivity.current + timeoutMs, [timeoutMs]);
  const hasUnsavedInput = useCallback(() => unsaved.current(), []);
  const staySignedIn = useCallback(() => {
    lastActivity.current = Date.now();
    setIsWarning(false);
  }, []);
  const isOn = onIdle !== null;
  return useMemo(
    () => ({ isWarning: isWarning && isOn, endsAt, hasUnsavedInput, staySignedIn }),
    [isWarning, isOn, endsAt, hasUnsavedInput, staySignedIn],
  );
}
