import { afterEach, describe, expect, it, vi } from "vitest";

import {
  api,
  ApiError,
  functionPath,
  pageQuery,
  setAccessToken,
  setUnauthorizedHandler,
} from "@/lib/api-client";
import { apiCalls, stubApi } from "@/testing/render-app";

afterEach(() => {
  setAccessToken(null);
  setUnauthorizedHandler(null);
});

describe("functionPath", () => {
  it("puts the path under the api function and encodes the query", () => {
    expect(functionPath("/admin/users")).toBe("api/admin/users");
    expect(functionPath("holidays/planning", { startDate: "2025-01-01", department: "" }))
      .toBe("api/holidays/planning?startDate=2025-01-01&department=");
    expect(functionPath("/sickness-logs", { q: "a&b", limit: 20, offset: undefined }))
      .toBe("api/sickness-logs?q=a%26b&limit=20");
  });
});

describe("pageQuery", () => {
  it("counts pages from 1, and sends a search only when there is one", () => {
    expect(pageQuery(1, 20)).toEqual({ q: undefined, limit: 20, offset: 0 });
    expect(pageQuery(3, 20, "ann")).toEqual({ q: "ann", limit: 20, offset: 40 });
    expect(pageQuery(3, 20, "")).toEqual({ q: undefined, limit: 20, offset: 40 });
  });
});

describe("api", () => {
  it("sends JSON with the stored token to /functions/v1/api/*", async () => {
    const fetchMock = stubApi({ "PUT /departments/3": { body: { id: 3, name: "QC" } } });
    setAccessToken("jwt-1");
    await expect(api.put("/departments/3", { id: 3, name: "QC" })).resolves.toEqual({
      id: 3,
      name: "QC",
    });
    expect(apiCalls(fetchMock)).toEqual([
      {
        method: "PUT",
        path: "/functions/v1/api/departments/3",
        search: "",
        body: { id: 3, name: "QC" },
        authorization: "Bearer jwt-1",
      },
    ]);
  });

  it("throws an ApiError with the status and the server's error text", async () => {
    stubApi({ "POST /vacation-request": { status: 409, body: { error: "overlap" } } });
    const failure = await api.post("/vacation-request", {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, error: "overlap", message: "overlap" });
  });

  it("keeps the server's code and the field its message names", async () => {
    stubApi({
      "POST /departments": {
        status: 400,
        body: { error: "name: is required", code: "bad_request", field: "name" },
      },
    });
    const failure = await api.post("/departments", {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 400, code: "bad_request", field: "name" });
  });

  it("keeps the server's detail beside its message", async () => {
    stubApi({
      "POST /vacation-request": {
        status: 409,
        body: { error: "Insufficient", code: "conflict", detail: "Needs 40 hours" },
      },
    });
    const failure = await api.post("/vacation-request", {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 409, error: "Insufficient", detail: "Needs 40 hours" });
  });

  it("reads the total of a paged list from X-Total-Count", async () => {
    const fetchMock = stubApi({
      "GET /admin/all-holiday-requests": {
        body: [{ id: 1 }, { id: 2 }],
        headers: { "X-Total-Count": "57" },
      },
    });
    const page = await api.getPage("/admin/all-holiday-requests", { limit: 2, offset: 0 });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 57 });
    expect(apiCalls(fetchMock)[0].search).toBe("?limit=2&offset=0");
  });

  it("falls back to the item count when the header is absent", async () => {
    stubApi({ "GET /sickness-logs": { body: [{ id: 1 }] } });
    await expect(api.getPage("/sickness-logs")).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
  });

  it("reads the total of a page that is not a list, and null without the header", async () => {
    const wallchart = { days: [], departments: [] };
    stubApi({
      "GET /admin/wallchart": { body: wallchart, headers: { "X-Total-Count": "200" } },
      "GET /admin/overview": { body: { x: 1 } },
    });
    await expect(api.getCounted("/admin/wallchart", { offset: 0, limit: 150 })).resolves
      .toEqual({ data: wallchart, total: 200 });
    await expect(api.getCounted("/admin/overview")).resolves.toEqual({
      data: { x: 1 },
      total: null,
    });
  });

  it("ends the session on a 401 while signed in, but not on a failed login", async () => {
    stubApi({
      "GET /admin/users": { status: 401, body: { error: "session expired" } },
      "POST /login": { status: 401, body: { error: "bad password" } },
    });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);

    await expect(api.post("/login", { email: "a@b.c", password: "x" })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();

    setAccessToken("expired");
    await expect(api.get("/admin/users")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("reports an unreachable server as status 0", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(api.get("/departments")).rejects.toMatchObject({ status: 0 });
  });
});
