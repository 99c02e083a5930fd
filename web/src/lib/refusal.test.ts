import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import { isRefusedBy, refusalDetail, refusedField } from "./refusal";

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

  it("calls a field the form shows by its label, and leaves other fields as named", () => {
    const missing = new ApiError(400, "selectedUser: is required", {
      code: "bad_request",
      field: "selectedUser",
    });
    expect(refusalDetail(missing, { selectedUser: "User" }))
      .toEqual({ description: "User is required" });
    expect(refusalDetail(missing, { startDate: "Start Date" }))
      .toEqual({ description: "selectedUser: is required" });
    expect(refusalDetail(missing, {})).toEqual({ description: "selectedUser: is required" });
    const inherited = new ApiError(400, "toString: is required", {
      code: "bad_request",
      field: "toString",
    });
    expect(refusalDetail(inherited, {})).toEqual({ description: "toString: is required" });
  });

  it("names the field a refusal is about, when the server named one", () => {
    const field = "selectedUser";
    expect(refusedField(
      new ApiError(404, "selectedUser: no active user has this id", {
        code: "not_found",
        field,
      }),
    )).toBe(field);
    expect(refusedField(new ApiError(409, "Ann Lee already has...", { code: "conflict" })))
      .toBeUndefined();
    expect(refusedField(new ApiError(403, "x: no", { code: "forbidden", field: "x" })))
      .toBeUndefined();
    expect(refusedField(new Error("nope"))).toBeUndefined();
  });

  it("adds nothing for a session, rights, server or network failure", () => {
    for (const code of ["unauthorized", "forbidden", "internal"] as const) {
      expect(refusalDetail(new ApiError(400, "nope", { code }))).toEqual({});
    }
    expect(refusalDetail(new ApiError(0, "The server could not be reached"))).toEqual({});
    expect(refusalDetail(new Error("nope"))).toEqual({});
  });
});

describe("isRefusedBy", () => {
  it("tells a refusal by its code, whatever its words", () => {
    const cover = new ApiError(409, "Any words at all", { code: "cover_short" });
    expect(isRefusedBy(cover, "cover_short")).toBe(true);
    expect(isRefusedBy(cover, "overlap", "cover_short")).toBe(true);
    expect(isRefusedBy(cover, "overlap")).toBe(false);
  });

  it("is false for the same words under a generic code, with no code, or off the API", () => {
    const words = "Not enough cover: the rule would not be met.";
    expect(isRefusedBy(new ApiError(409, words, { code: "conflict" }), "cover_short")).toBe(false);
    expect(isRefusedBy(new ApiError(409, words), "cover_short")).toBe(false);
    expect(isRefusedBy(new Error(words), "cover_short")).toBe(false);
  });

  it("keeps a named refusal's words as the toast's explanation", () => {
    const clash = new ApiError(409, "Ann Lee already has...", { code: "overlap" });
    expect(refusalDetail(clash)).toEqual({ description: "Ann Lee already has..." });
  });
});
