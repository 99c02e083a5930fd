import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * A dialog's focus goes back, as it closes, to what had it as the dialog opened (the button
 * that opened it). Radix gives it back to a DialogTrigger only: a dialog opened from a row's
 * button, a calendar's day or a failed request has none, and the focus fell to the page's body,
 * sending a keyboard user back to the top. The two handlers go on the dialog's content around
 * the caller's own, which may prevent it (a list that points out its saved row instead); an
 * opener gone meanwhile (the row deleted) leaves Radix's own choice.
 */
export function useReturnsFocus(
  { onOpenAutoFocus, onCloseAutoFocus }: {
    onOpenAutoFocus?: AutoFocusHandler;
    onCloseAutoFocus?: AutoFocusHandler;
  },
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      // Without scrolling to it: a saved row the list has just scrolled into view stays there.
      element.focus({ preventScroll: true });
    },
  };
}
