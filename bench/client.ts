// The bench's HTTP client: one API call, its status, JSON and row count.

export type ApiCall = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<{ ok: boolean; rows: number; json: any; status: number }>;

/** Calls `${base}/api${path}` with an optional bearer token and JSON body. */
export function apiClient(base: string): ApiCall {
  return async (method, path, token, body) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => null);
    return {
      ok: response.ok,
      status: response.status,
      json,
      rows: Array.isArray(json) ? json.length : 1,
    };
  };
}
