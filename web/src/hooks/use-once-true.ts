import { useState } from "react";

/**
 * True from the first render `value` is true on, for the component's life: what is shown once
 * stays (a list's search box once it spills over one page, so that a search finding few rows
 * can still be cleared).
 */
export function useOnceTrue(value: boolean): boolean {
  const [wasTrue, setWasTrue] = useState(value);
  // State derived while rendering (React's pattern): no effect, no frame without it.
  if (value && !wasTrue) setWasTrue(true);
  return wasTrue || value;
}
