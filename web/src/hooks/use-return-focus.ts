import { useRef } from "react";

/**
 * A dialog opened without a Radix trigger (from a row, an event, a state) gives the focus back
 * to what had it when it opened, as a trigger's dialog does: spread the two handlers on its
 * DialogContent. `returnsFocus: false` leaves the focus where Radix puts it.
 */
export function useReturnFocus(returnsFocus = true) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!returnsFocus || !opener.current?.isConnected) return;
      event.preventDefault();
      // Without scrolling to it: a saved row the list has just scrolled into view stays there.
      opener.current.focus({ preventScroll: true });
    },
  };
}
