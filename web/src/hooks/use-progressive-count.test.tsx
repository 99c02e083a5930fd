import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { FIRST_ROWS, useProgressiveCount } from "./use-progressive-count";

const rows = (count: number) => Array.from({ length: count }, (_, n) => n);

/** Lets every batch draw: each one's timer is set after the last has drawn. */
function drawAll() {
  for (let batch = 0; batch < 20; batch++) act(() => void vi.runOnlyPendingTimers());
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useProgressiveCount", () => {
  it("draws the first rows at once and the rest batch by batch; a new list starts again", () => {
    const { result, rerender } = renderHook(({ list }) => useProgressiveCount(list), {
      initialProps: { list: rows(1_000) },
    });
    expect(result.current).toBe(FIRST_ROWS);
    drawAll();
    expect(result.current).toBe(1_000);
    rerender({ list: rows(1_000) });
    expect(result.current).toBe(FIRST_ROWS);
  });

  it("keeps what is drawn while a list grows under the same restartOn (pages arriving)", () => {
    const first = { page: 1 };
    const { result, rerender } = renderHook(
      ({ list, restartOn }) => useProgressiveCount(list, restartOn),
      { initialProps: { list: rows(400), restartOn: first as object } },
    );
    drawAll();
    expect(result.current).toBe(400);
    rerender({ list: rows(1_400), restartOn: first });
    expect(result.current).toBeGreaterThanOrEqual(400);
    expect(result.current).toBeLessThan(1_400);
    drawAll();
    expect(result.current).toBe(1_400);
    rerender({ list: rows(1_400), restartOn: { page: 1 } });
    expect(result.current).toBe(FIRST_ROWS);
  });
});
