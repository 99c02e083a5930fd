import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import { refusalDetail } from "./refusal";

describe("refusalDetail", () => {
  it("keeps the server's explanation of a refused input or a request to try later", () => {
    for (
      const code of [
        "bad_request",
        "not_found",
        "conflict",
        "too_many_requests",
        "unavailable",
      ] as const
    ) {
      const error = new ApiError(400, "end_time: must be after start_time", { code });
      expect(refusalDetail(error)).toEqual({ description: "end_time: must be after start_time" });
    }
  });

  it("adds nothing for a session, rights, server or network failure", () => {
    for (const code of ["unauthorized", "forbidden", "internal"] as const) {
      expect(refusalDetail(new ApiError(400, "nope", { code }))).toEqual({});
    }
    expect(refusalDetail(new ApiError(0, "The server could not be reached"))).toEqual({});
    expect(refusalDetail(new Error("nope"))).toEqual({});
  });
});
