import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api-client";
import { createQueryClient, RETRY_DELAY_MS, shouldRetry } from "@/lib/query-client";

afterEach(() => {
  vi.useRealTimers();
});

describe("shouldRetry", () => {
  it.each([400, 401, 403, 404, 409, 429, 500])("never retries the server's answer %i", (status) => {
    expect(shouldRetry(0, new ApiError(status, "No"))).toBe(false);
  });

  it.each([0, 502, 503, 504])("retries a passing fault (%i) once", (status) => {
    expect(shouldRetry(0, new ApiError(status, "Not reached"))).toBe(true);
    expect(shouldRetry(1, new ApiError(status, "Not reached"))).toBe(false);
  });

  it("does not retry an error that is not the API's (a bug in the page)", () => {
    expect(shouldRetry(0, new TypeError("x is undefined"))).toBe(false);
  });
});

/** Starts a query on the app's client settings; its status, as the list would read it. */
function watchQuery(queryFn: () => Promise<unknown>) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: ["list"], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { status: () => observer.getCurrentResult().status, unsubscribe };
}

describe("how soon a list shows its failure", () => {
  it("at once when the server answers with an error", async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(500, "Database unavailable")));
    const query = watchQuery(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(query.status()).toBe("error");
    expect(queryFn).toHaveBeenCalledTimes(1);
    query.unsubscribe();
  });

  it("after one retry, half a second later, when the server was not reached", async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(0, "The server could not be reached")));
    const query = watchQuery(queryFn);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(query.status()).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(query.status()).toBe("error");
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(RETRY_DELAY_MS).toBeLessThanOrEqual(1000);
    query.unsubscribe();
  });
});
