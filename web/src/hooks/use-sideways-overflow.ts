import { useEffect, useState } from "react";

/** Whether a box scrolled sideways is too narrow for its content, and hides some on its right. */
export type SidewaysOverflow = { overflows: boolean; hidesRight: boolean };

const NONE: SidewaysOverflow = { overflows: false, hidesRight: false };

/** Sub-pixel widths round differently in scrollWidth and clientWidth: a pixel is no overflow. */
const SLACK = 1;

function measure(element: HTMLElement): SidewaysOverflow {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  const overflows = scrollWidth > clientWidth + SLACK;
  return { overflows, hidesRight: overflows && scrollLeft + clientWidth < scrollWidth - SLACK };
}

/**
 * What a sideways-scrolling box hides, kept up to date as it is scrolled, resized or its content
 * grows (a row added, a window turned): `ref` goes on the box.
 */
export function useSidewaysOverflow<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [overflow, setOverflow] = useState<SidewaysOverflow>(NONE);

  useEffect(() => {
    if (!element) return;
    const update = () =>
      setOverflow((last) => {
        const next = measure(element);
        return next.overflows === last.overflows && next.hidesRight === last.hidesRight
          ? last
          : next;
      });
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [element]);

  return { ref: setElement, ...overflow };
}
