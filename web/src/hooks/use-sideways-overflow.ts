import { useEffect, useState } from "react";

/** Whether a box scrolled sideways is too narrow for its content, and hides some on each side. */
export type SidewaysOverflow = { overflows: boolean; hidesLeft: boolean; hidesRight: boolean };

const NONE: SidewaysOverflow = { overflows: false, hidesLeft: false, hidesRight: false };

/** Sub-pixel widths round differently in scrollWidth and clientWidth: a pixel is no overflow. */
const SLACK = 1;

function measure(element: HTMLElement): SidewaysOverflow {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  const overflows = scrollWidth > clientWidth + SLACK;
  return {
    overflows,
    hidesLeft: overflows && scrollLeft > SLACK,
    hidesRight: overflows && scrollLeft + clientWidth < scrollWidth - SLACK,
  };
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
        return next.overflows === last.overflows && next.hidesLeft === last.hidesLeft &&
            next.hidesRight === last.hidesRight
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
