import { useEffect, useRef, useState } from "react";

import { AlertBox } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { INACTIVITY_MINUTES } from "@/lib/inactivity";
import { useAuth } from "@/lib/session";

export const inactivityTexts = {
  title: "Are you still there?",
  description:
    `You will be signed out after ${INACTIVITY_MINUTES} minutes without activity, to keep your data safe.`,
  unsaved: "What you have typed on this page and not saved will be lost.",
  stay: "Stay signed in",
  signOut: "Sign out now",
};

/** 42_000 → "0:42"; 61_000 → "1:01"; never below "0:00". */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The minute before the inactivity sign-out: says when it comes, and whether a form of the page
 * holds unsaved input. "Stay signed in" (focused; Escape does the same) starts the 10 minutes
 * again and gives the focus back where it was, the half-filled form untouched beneath.
 */
export function InactivityWarning() {
  const { inactivity, logout } = useAuth();
  const { isWarning, endsAt, hasUnsavedInput, staySignedIn } = inactivity;
  const stayRef = useRef<HTMLButtonElement>(null);
  const focusedBefore = useRef<Element | null>(null);

  return (
    <AlertBox
      open={isWarning}
      onOpenChange={(open) => !open && staySignedIn()}
      contentProps={{
        onOpenAutoFocus: (event) => {
          focusedBefore.current = document.activeElement;
          event.preventDefault();
          stayRef.current?.focus();
        },
        onCloseAutoFocus: (event) => {
          // Radix would focus the (absent) trigger, dropping the focus to the page's body.
          event.preventDefault();
          const element = focusedBefore.current;
          if (element instanceof HTMLElement && element.isConnected) element.focus();
        },
      }}
      title={inactivityTexts.title}
      description={
        <>
          {inactivityTexts.description}{" "}
          {hasUnsavedInput() && <strong>{inactivityTexts.unsaved}</strong>}
        </>
      }
      buttons={
        <>
          <Button variant="outline" onClick={logout}>{inactivityTexts.signOut}</Button>
          <Button ref={stayRef} onClick={staySignedIn}>{inactivityTexts.stay}</Button>
        </>
      }
    >
      <Countdown endsAt={endsAt} />
    </AlertBox>
  );
}

/** "Signing out in 0:42", once a second; a timer role, so screen readers do not read each tick. */
function Countdown({ endsAt }: { endsAt: () => number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, []);
  return (
    <p className="text-sm">
      Signing out in{" "}
      <span role="timer" className="font-semibold tabular-nums">
        {formatCountdown(endsAt() - now)}
      </span>
    </p>
  );
}
