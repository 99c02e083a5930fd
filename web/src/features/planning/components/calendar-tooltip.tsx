import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * What has a tooltip: the calendar's events (whose titles a narrow day cuts off), the year
 * view's day counts, and bank holidays' names (on hover; data-tip where the name is not shown).
 */
const TARGETS = ".fc-event, .planning-day-count, .planning-bank-holiday-name, [data-tip]";
/** Space between the tooltip and what it describes, and from the window's edges. */
const GAP = 6;
const MARGIN = 8;

type Tip = { text: string; anchor: DOMRect };

function targetOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(TARGETS) : null;
}

/** The full text: the element's own name, else its data-tip, else its text. */
function textOf(element: HTMLElement): string {
  return (element.getAttribute("aria-label") ?? element.dataset.tip ?? element.textContent ?? "")
    .trim();
}

/**
 * One tooltip for the whole calendar: the full title of the event (or day count) under the
 * pointer or with keyboard focus, above it (below when there is no room), within the window.
 * Listens on the calendar's element once, rather than a component per event, so the month
 * view draws no more than before. Escape, a click, a scroll or leaving hides it.
 */
export function CalendarTooltip({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const [tip, setTip] = useState<Tip | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let shown: HTMLElement | null = null;
    const show = (element: HTMLElement) => {
      const text = textOf(element);
      if (!text) return;
      shown = element;
      setTip({ text, anchor: element.getBoundingClientRect() });
    };
    const hide = () => {
      if (!shown) return;
      shown = null;
      setTip(null);
    };
    const onMouseOver = (event: MouseEvent) => {
      const target = targetOf(event.target);
      if (target && target !== shown) show(target);
    };
    const onMouseOut = (event: MouseEvent) => {
      if (!shown || shown.contains(event.relatedTarget as Node | null)) return;
      if (document.activeElement !== shown) hide();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = targetOf(event.target);
      if (target) show(target);
      else hide();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!targetOf(event.relatedTarget)) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    // One signal takes every listener off again: the calendar's, the document's and the window's.
    const listening = new AbortController();
    const { signal } = listening;
    container.addEventListener("mouseover", onMouseOver, { signal });
    container.addEventListener("mouseout", onMouseOut, { signal });
    container.addEventListener("focusin", onFocusIn, { signal });
    container.addEventListener("focusout", onFocusOut, { signal });
    container.addEventListener("click", hide, { signal });
    document.addEventListener("keydown", onKeyDown, { signal });
    globalThis.addEventListener("scroll", hide, { capture: true, signal });
    globalThis.addEventListener("resize", hide, { signal });
    return () => listening.abort();
  }, [containerRef]);

  // Placed once its size is known: centred on the target, kept inside the window.
  useLayoutEffect(() => {
    const element = tipRef.current;
    if (!element || !tip) return;
    const { width, height } = element.getBoundingClientRect();
    const { anchor } = tip;
    const maxLeft = document.documentElement.clientWidth - width - MARGIN;
    const left = Math.max(MARGIN, Math.min(anchor.left + anchor.width / 2 - width / 2, maxLeft));
    const above = anchor.top - GAP - height;
    element.style.left = `${left}px`;
    element.style.top = `${above >= MARGIN ? above : anchor.bottom + GAP}px`;
    element.style.visibility = "visible";
  }, [tip]);

  if (!tip) return null;
  return (
    <div ref={tipRef} role="tooltip" className="planning-tooltip" style={{ visibility: "hidden" }}>
      {tip.text}
    </div>
  );
}
