import { useEffect, useState } from "react";

/**
 * The width of an element in CSS pixels, kept up to date as it is resized (a window turned, the
 * sidebar beside it): `ref` goes on the element. 0 until measured, and where nothing lays pages
 * out (jsdom): a caller reads 0 as "unknown", not as narrow.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const update = () => setWidth(Math.round(element.getBoundingClientRect().width));
    update();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}
