// /api/login, /api/logout, /api/request-reset-password, /api/reset-password/:token.
// Login and reset ignore the Authorization header: the web client sends its anon key there
// before anyone has signed in.
import { Hono } from "hono";
import { messages } from "@shared/messages.ts";
import { loginSchema, requestResetSchema, resetPasswordSchema } from "@shared/schemas/users.ts";
import { badRequest, unauthorized } from "../../_shared/errors.ts";
import { type Gate, GateFullError } from "../../_shared/gate.ts";
import type { MailMessage } from "../../_shared/mailer.ts";
import { clientAddress, LOGIN_LIMIT, RESET_LIMIT } from "../../_shared/rate-limit.ts";
import { issueToken } from "../../_shared/sessions.ts";
import {
  checkSignIn,
  countResetRequest,
  endSession,
  hashResetToken,
  newResetToken,
  queueResetLink,
  type ResetOutcome,
  resetPassword,
  signIn,
  type SignInResult,
} from "../data/auth.ts";
import {
  type AppEnv,
  asUser,
  body,
  errorResponse,
  requireRole,
  runAfterAnswer,
  tooManyRequests,
} from "../http.ts";

export const auth = new Hono<AppEnv>();

/** The answer to every reset-link request, whether or not the email has an account. */
export const RESET_REQUESTED = messages.resetLinkSent;
export const TOO_MANY_LOGINS = "Too many failed sign-in attempts.";
export const TOO_MANY_RESETS = "Too many password reset requests.";
export const SIGN_IN_BUSY = "Sign-in is busy right now. Please try again in a moment.";
/** How long a sign-in waits for a free hashing slot before it is told to come back. */
const HASH_WAIT_MS = 2000;
/** Why a reset link is refused. */
export const LINK_REFUSED: Record<Exclude<ResetOutcome, "ok">, string> = {
  unknown: "This password reset link is not valid. Please request a new one.",
  used: "This password reset link has already been used. Please request a new one.",
  expired: "This password reset link has expired. Please request a new one.",
};

const ungated: Gate = (fn) => fn();

auth.post("/login", async (c) => {
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

auth.post("/logout", requireRole(), async (c) => {
  await asUser(c, endSession);
  return c.json({ message: "You have been signed out" });
});

auth.post("/request-reset-password", async (c) => {
  const { email } = await body(c, requestResetSchema);
  const deps = c.get("deps");
  const { db, config, onMailQueued } = deps;
  const client = clientAddress(c, config.trustedProxies);
  const result = await db.privileged((tx) => countResetRequest(tx, { email, client }, RESET_LIMIT));
  if (result.outcome === "limited") throw tooManyRequests(c, TOO_MANY_RESETS, result.retry_after);
  // Whether the email has an account is looked up after the answer, so the answer takes the
  // same time either way and cannot tell which emails exist.
  runAfterAnswer(deps, async () => {
    const token = newResetToken();
    const mail = resetMail(`${config.appUrl}/reset_password/${token}`);
    const tokenHash = await hashResetToken(token);
    const queued = await db.privileged((tx) => queueResetLink(tx, { email, tokenHash, mail }));
    if (queued) onMailQueued?.();
  });
  return c.json({ message: RESET_REQUESTED });
});

auth.post("/reset-password/:token", async (c) => {
  const { password } = await body(c, resetPasswordSchema);
  const tokenHash = await hashResetToken(c.req.param("token"));
  const outcome = await c.get("deps").db.privileged((tx) => resetPassword(tx, tokenHash, password));
  if (outcome !== "ok") throw badRequest(LINK_REFUSED[outcome]);
  return c.json({ message: messages.passwordResetSuccess });
});

/** The reset email; the link is the only way to the token. */
function resetMail(link: string): Omit<MailMessage, "to"> {
  return {
    subject: "Reset your Leave password",
    text: [
      "Hello,",
      "",
      "Someone asked to reset the password of your Leave account. To choose a new password,",
      "open this link within one hour:",
      "",
      link,
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ].join("\n"),
    html: `<p>Hello,</p><p>Someone asked to reset the password of your Leave account. ` +
      `To choose a new password, open this link within one hour:</p>` +
      `<p><a href="${link}">Reset your password</a></p>` +
      `<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
  };
}
