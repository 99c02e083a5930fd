// /api/login signs in and answers a session token; /api/logout ends the caller's session. The
// login ignores the Authorization header: the web client sends its anon key there before anyone
// has signed in.
import { Hono } from "hono";
import { messages } from "@shared/messages.ts";
import { loginSchema } from "@shared/schemas/users.ts";
import { unauthorized } from "../../_shared/errors.ts";
import { type Gate, GateFullError } from "../../_shared/gate.ts";
import { clientAddress, LOGIN_LIMIT } from "../../_shared/rate-limit.ts";
import { issueToken } from "../../_shared/sessions.ts";
import { checkSignIn, endSession, signIn, type SignInResult } from "../data/auth.ts";
import { type AppEnv, asUser, body, errorResponse, requireRole, tooManyRequests } from "../http.ts";

export const TOO_MANY_LOGINS = "Too many failed sign-in attempts.";
export const SIGN_IN_BUSY = "Sign-in is busy right now. Please try again in a moment.";
/** How long a sign-in waits for a free hashing slot before it is told to come back. */
const HASH_WAIT_MS = 2000;

const ungated: Gate = (fn) => fn();

export const login = new Hono<AppEnv>();

login.post("/", async (c) => {
  const credentials = await body(c, loginSchema);
  const { db, config, clock, loginGate = ungated } = c.get("deps");
  const client = clientAddress(c, config.trustedProxies);
  // While sign-ins queue, a caller the limits refuse is answered before the queue, so it never
  // holds a place there, and a known address goes ahead of unknown ones. With no queue (a free
  // gate, or none as on Supabase) signIn's own check of the limits is all it takes.
  let place = {};
  if (!(loginGate.isFree?.() ?? true)) {
    const check = await db.privileged((tx) =>
      checkSignIn(tx, credentials.email, client, LOGIN_LIMIT)
    );
    if (check.outcome === "limited") {
      throw tooManyRequests(c, TOO_MANY_LOGINS, check.retry_after);
    }
    place = { hasPriority: check.is_known, owner: client };
  }
  const attempt = () =>
    loginGate(() =>
      db.privileged(async (tx) => {
        const checked = await signIn(tx, credentials, client, LOGIN_LIMIT, config.hashSlots);
        if (checked.outcome !== "ok") return checked;
        const token = await issueToken(tx, checked.user, {
          secret: config.jwtSecret,
          hours: config.sessionHours,
          now: clock(),
        });
        return { ...checked, token };
      }), place);
  let result: SignInResult & { token?: string };
  try {
    // Every hashing slot of the database is taken: wait a little for one, then say so.
    const giveUpAt = Date.now() + HASH_WAIT_MS;
    result = await attempt();
    while (result.outcome === "busy" && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
      result = await attempt();
    }
  } catch (error) {
    if (!(error instanceof GateFullError)) throw error;
    result = { outcome: "busy" };
  }
  if (result.outcome === "busy") {
    c.header("Retry-After", "1");
    return errorResponse(c, "unavailable", SIGN_IN_BUSY);
  }
  if (result.outcome === "limited") throw tooManyRequests(c, TOO_MANY_LOGINS, result.retry_after);
  if (result.outcome === "failed") throw unauthorized(messages.loginFailed);
  return c.json({ token: result.token, user: result.user });
});

export const logout = new Hono<AppEnv>();

logout.post("/", requireRole(), async (c) => {
  await asUser(c, endSession);
  return c.json({ message: "You have been signed out" });
});
