import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import { refusalDetail } from "./refusal";

describe("refusalDetail", () => {
  it("keeps the server's explanation of a refused input", () => {
    for (const status of [400, 404, 409]) {
      expect(refusalDetail(new ApiError(status, "end_time: must be after start_time")))
        .toEqual({ description: "end_time: must be after start_time" });
    }
  });

  it("adds nothing for a session, rights, server or network failure", () => {
    for (const status of [0, 401, 403, 500]) {
      expect(refusalDetail(new ApiError(status, "nope"))).toEqual({});
    }
    expect(refusalDetail(new Error("nope"))).toEqual({});
  });
});
