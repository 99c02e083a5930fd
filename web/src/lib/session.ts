/**
 * The signed-in session: a token and the user record, kept in localStorage under `token`
 * and `user` (spec section 4), plus the React context that hands it to the app.
 *
 * Inactivity: after 10 minutes without activity the user is logged out, warned a minute
 * before; lib/inactivity.ts holds the timer, the warning's state and why /login shows.
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

import { isAppRole } from "@shared/roles.ts";
import type { SessionUser as SignedInUser } from "@shared/schemas/responses.ts";

import { api, setAccessToken, setUnauthorizedHandler } from "@/lib/api-client";
import {
  forgetSignOutNotice,
  type InactivityState,
  inactivityTimeoutMs,
  rememberInactivitySignOut,
  useInactivityTimer,
} from "@/lib/inactivity";

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

let signInHandler: ((user: SessionUser) => void) | null = null;

/**
 * Registers what starts as soon as a user signs in, beside the session itself: the app's entry
 * (main.tsx) starts the home's code and first API calls there.
 */
export function setSignInHandler(handler: ((user: SessionUser) => void) | null): void {
  signInHandler = handler;
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

export type AuthContextValue = {
  user: SessionUser | null;
  token: string | null;
  /** True while the stored session is read at start-up. */
  isLoading: boolean;
  login: (token: string, user: SessionUser) => void;
  /** Ends the session on the server (best effort) and here; the guard then shows /login. */
  logout: () => void;
  /** The inactivity timer: whether to warn, and how to stay signed in. */
  inactivity: InactivityState;
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
    forgetSignOutNotice();
    writeSession({ token, user });
    signInHandler?.(user);
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

  // The reason is stored first: another tab ends its session on the token's removal and
  // shows /login, which reads it.
  const logoutForInactivity = useCallback((hadUnsavedInput: boolean) => {
    rememberInactivitySignOut(hadUnsavedInput);
    logout();
  }, [logout]);
  const inactivity = useInactivityTimer(token ? logoutForInactivity : null, inactivityTimeoutMs());

  const value = useMemo<AuthContextValue>(
    () => ({ user: session?.user ?? null, token, isLoading, login, logout, inactivity }),
    [session, token, isLoading, login, logout, inactivity],
  );
  return createElement(AuthContext, { value }, children);
}

/** The session of the signed-in user; use inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
