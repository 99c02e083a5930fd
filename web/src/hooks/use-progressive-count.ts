import { useEffect, useState } from "react";

/** Rows drawn at once, then added a batch at a time, so thousands never freeze the page. */
export const FIRST_ROWS = 150;
const MORE_ROWS = 350;

/**
 * How many of a list's rows to draw: the first ones at once, the rest in batches between
 * which the browser paints and handles input. A new list starts again from the first batch;
 * a list that grows (pages arriving) under the same `restartOn` keeps what is drawn and draws
 * the new rows on. The planning's list of a year, the wallchart of every department.
 */
export function useProgressiveCount(rows: readonly unknown[], restartOn: unknown = rows): number {
  const [state, setState] = useState({ restartOn, count: FIRST_ROWS });
  let count = state.count;
  if (state.restartOn !== restartOn) {
    count = FIRST_ROWS;
    setState({ restartOn, count });
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
