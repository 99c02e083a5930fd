import { useEffect, useState } from "react";

/** Rows drawn at once, then added a batch at a time, so thousands never freeze the page. */
const FIRST_ROWS = 150;
const MORE_ROWS = 350;

/**
 * How many of a list's rows to draw: the first ones at once, the rest in batches between
 * which the browser paints and handles input. A new list starts again from the first batch.
 * The planning's list of a year, the wallchart of every department.
 */
export function useProgressiveCount(rows: readonly unknown[]): number {
  const [state, setState] = useState({ rows, count: FIRST_ROWS });
  let count = state.count;
  if (state.rows !== rows) {
    count = FIRST_ROWS;
    setState({ rows, count });
  }
  const isComplete = count >= rows.length;
  useEffect(() => {
    if (isComplete) return;
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, count: current.count + MORE_ROWS }));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, isComplete]);
  return Math.min(count, rows.length);
}
