import { useEffect, useRef } from "react";

const FOCUSABLE = "button, a[href], input, textarea, select, [tabindex]:not([tabindex='-1'])";

/** The control of a list row the keyboard was last on: the row's key and places. */
type Place = { key: string; row: number; control: number };

/**
 * Keeps a keyboard user's place in a list whose rows act on themselves. When the control they
 * used goes away (Approve disables itself, then its row leaves the list; a deleted row's
 * dialog closes onto a button that is gone) the browser drops the focus on the page's body,
 * and the next row is some fourteen Tabs away. Instead the focus goes back to the same control
 * of the same row, or, once the row has left, of the row now in its place (the one before it
 * at the end), or to the list itself when it is empty.
 *
 * Rows are the elements with `data-row-key` inside the returned ref. A pointer press outside
 * the list forgets the place: whoever clicked elsewhere has chosen where to be.
 */
export function useFocusStaysInList<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const place = useRef<Place | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    function remember(event: FocusEvent) {
      const control = event.target as HTMLElement;
      const row = control.closest<HTMLElement>("[data-row-key]");
      if (!row || !root!.contains(row)) {
        place.current = null; // on the list's own controls, outside its rows
        return;
      }
      place.current = {
        key: row.dataset.rowKey ?? "",
        row: rowsOf(root!).indexOf(row),
        control: controlsOf(row).indexOf(control),
      };
    }
    function forget(event: PointerEvent) {
      if (!root!.contains(event.target as Node)) place.current = null;
    }
    root.addEventListener("focusin", remember);
    document.addEventListener("pointerdown", forget, true);
    return () => {
      root.removeEventListener("focusin", remember);
      document.removeEventListener("pointerdown", forget, true);
    };
  }, []);

  // After every render: the rows or their controls' states may just have changed.
  useEffect(() => {
    const root = ref.current;
    const at = place.current;
    const active = document.activeElement;
    if (!root || !at || (active && active !== document.body)) return;
    const rows = rowsOf(root);
    const same = rows.find((row) => row.dataset.rowKey === at.key);
    if (same) {
      // Its control is busy (disabled): wait for the row to settle or leave.
      const control = controlsOf(same)[at.control];
      if (control && !isDisabled(control)) control.focus();
      return;
    }
    const next = rows[Math.min(at.row, rows.length - 1)];
    const controls = next ? controlsOf(next).filter((control) => !isDisabled(control)) : [];
    const target = next ? controlsOf(next)[at.control] : undefined;
    (target && !isDisabled(target) ? target : controls[0] ?? root).focus();
  });

  return ref;
}

function rowsOf(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("[data-row-key]")];
}

function controlsOf(row: HTMLElement): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

function isDisabled(control: HTMLElement): boolean {
  return control.matches(":disabled") || control.getAttribute("aria-disabled") === "true";
}
