/**
 * The signed-in session: a token and the user record, kept in localStorage under `token`
 * and `user` (spec section 4), plus the React context that hands it to the app.
 *
 * Inactivity: after INACTIVITY_LOGOUT_MS (10 min) without mousemove, mousedown, keydown,
 * touchstart or scroll the user is logged out. Test builds only may shorten it: when Vite
 * runs in mode "test" (vitest, or `vite build --mode test` for the e2e run), a positive
 * number in localStorage `leave.inactivityMs` replaces it, so one journey can shorten it
 * without shortening it for every other. In a production build
 * `import.meta.env.MODE === "test"` is false at build time, so the override is removed from
 * the bundle.
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

import { INACTIVITY_LOGOUT_MS } from "@shared/constants.ts";
import { isAppRole } from "@shared/roles.ts";

import { api, setAccessToken, setUnauthorizedHandler } from "@/lib/api-client";
import type { SessionUser as SignedInUser } from "@shared/schemas/responses.ts";

export const TOKEN_KEY = "token";
export const USER_KEY = "user";

/** The user record the login answers with; a stored one may lack its department. */
export type SessionUser = Omit<SignedInUser, "department"> & { department: string | null };

export type Session = { token: string; user: SessionUser };

/** The stored session, or null unless both a token and a valid user record are stored. */
export function readSession(): Session | null {
  let token: string | null;
  let rawUser: string | null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
    rawUser = localStorage.getItem(USER_KEY);
  } catch {
    return null; // storage blocked (private mode, policies): nobody is signed in
  }
  if (!token || !rawUser) return null;
  const user = parseUser(rawUser);
  return user ? { token, user } : null;
}

function parseUser(raw: string): SessionUser | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const user = value as Partial<SessionUser>;
  if (user.id === undefined || user.id === null) return null;
  if (typeof user.email !== "string" || !isAppRole(user.role)) return null;
  return {
    id: user.id,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email,
    role: user.role,
    department_id: user.department_id ?? null,
    department: user.department ?? null,
  };
}

/** Stores the session and makes the API client send its token. */
export function writeSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  setAccessToken(session.token);
}

/** Forgets the session: storage and the API client's token. */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // storage blocked: nothing was stored either
  }
  setAccessToken(null);
}

/** localStorage key of the test-build inactivity override (ms). */
export const INACTIVITY_OVERRIDE_KEY = "leave.inactivityMs";

/** The inactivity timeout in ms; see the header comment for the test-build override. */
export function inactivityTimeoutMs(): number {
  if (import.meta.env.MODE === "test") {
    let override = Number.NaN;
    try {
      override = Number(globalThis.localStorage.getItem(INACTIVITY_OVERRIDE_KEY) ?? Number.NaN);
    } catch {
      // storage blocked: no override
    }
    if (Number.isFinite(override) && override > 0) return override;
  }
  return INACTIVITY_LOGOUT_MS;
}

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "scroll"] as const;

/** Calls onIdle once timeoutMs pass without user activity; null turns it off. */
function useInactivityLogout(onIdle: (() => void) | null, timeoutMs: number): void {
  useEffect(() => {
    if (!onIdle) return;
    // Activity only records a time; one timer checks it, so mousemove stays cheap.
    let lastActivity = Date.now();
    const markActivity = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= timeoutMs) onIdle();
      else timer = setTimeout(check, timeoutMs - idle);
    };
    let timer = setTimeout(check, timeoutMs);
    for (const event of ACTIVITY_EVENTS) {
      globalThis.addEventListener(event, markActivity, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) {
        globalThis.removeEventListener(event, markActivity, { capture: true });
      }
    };
  }, [onIdle, timeoutMs]);
}

export type AuthContextValue = {
  user: SessionUser | null;
  token: string | null;
  /** True while the stored session is read at start-up. */
  isLoading: boolean;
  login: (token: string, user: SessionUser) => void;
  /** Ends the session on the server (best effort) and here; the guard then shows /login. */
  logout: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    const stored = readSession();
    if (stored) setAccessToken(stored.token);
    else clearSession(); // a token without a user (or the reverse) is no session
    setSession(stored);
    setIsLoading(false);
  }, []);

  // Drops the session here only: storage, API token, cached data of the previous user.
  const endSession = useCallback(() => {
    clearSession();
    queryClient.clear();
    setSession(null);
  }, [queryClient]);

  const login = useCallback((token: string, user: SessionUser) => {
    writeSession({ token, user });
    setSession({ token, user });
  }, []);

  const token = session?.token ?? null;
  const logout = useCallback(() => {
    if (token) {
      api.post("/logout", undefined, { token, ignoreUnauthorized: true }).catch(() => {
        // best effort: the session ends here whatever the server says
      });
    }
    endSession();
  }, [token, endSession]);

  // A 401 while signed in means the server ended the session (expiry, revocation).
  useEffect(() => {
    setUnauthorizedHandler(endSession);
    return () => setUnauthorizedHandler(null);
  }, [endSession]);

  // Logging out in another tab logs out this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
        const stored = readSession();
        if (!stored) endSession();
      }
    };
    globalThis.addEventListener("storage", onStorage);
    return () => globalThis.removeEventListener("storage", onStorage);
  }, [endSession]);

  useInactivityLogout(token ? logout : null, inactivityTimeoutMs());

  const value = useMemo<AuthContextValue>(
    () => ({ user: session?.user ?? null, token, isLoading, login, logout }),
    [session, token, isLoading, login, logout],
  );
  return createElement(AuthContext, { value }, children);
}

/** The session of the signed-in user; use inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
