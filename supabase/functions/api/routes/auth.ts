// /api/login, /api/logout, /api/request-reset-password, /api/reset-password/:token.
// Login and reset ignore the Authorization header: the web client sends its anon key there
// before anyone has signed in.
import { Hono } from "hono";
import type { Context } from "hono";
import { messages } from "@shared/messages.ts";
import { loginSchema, requestResetSchema, resetPasswordSchema } from "@shared/schemas/users.ts";
import { badRequest, unauthorized } from "../../_shared/errors.ts";
import type { Gate } from "../../_shared/gate.ts";
import type { MailMessage } from "../../_shared/mailer.ts";
import {
  clientAddress,
  LOGIN_LIMIT,
  RESET_LIMIT,
  tryAgainMessage,
} from "../../_shared/rate-limit.ts";
import { issueToken } from "../../_shared/sessions.ts";
import {
  endSession,
  hashResetToken,
  newResetToken,
  requestPasswordReset,
  type ResetOutcome,
  resetPassword,
  signIn,
} from "../data/auth.ts";
import { type AppEnv, asUser, body, requireRole } from "../http.ts";

export const auth = new Hono<AppEnv>();

/** The answer to every reset-link request, whether or not the email has an account. */
export const RESET_REQUESTED = messages.resetLinkSent;
export const TOO_MANY_LOGINS = "Too many failed sign-in attempts.";
export const TOO_MANY_RESETS = "Too many password reset requests.";
/** Why a reset link is refused. */
export const LINK_REFUSED: Record<Exclude<ResetOutcome, "ok">, string> = {
  unknown: "This password reset link is not valid. Please request a new one.",
  used: "This password reset link has already been used. Please request a new one.",
  expired: "This password reset link has expired. Please request a new one.",
};

const ungated: Gate = (fn) => fn();

function tooManyRequests(c: Context, what: string, retryAfter: number) {
  c.header("Retry-After", String(retryAfter));
  return c.json({ error: tryAgainMessage(what, retryAfter) }, 429);
}

auth.post("/login", async (c) => {
  const credentials = await body(c, loginSchema);
  const { db, config, clock, loginGate = ungated } = c.get("deps");
  const result = await loginGate(() =>
    db.privileged(async (tx) => {
      const checked = await signIn(tx, credentials, clientAddress(c), LOGIN_LIMIT);
      if (checked.outcome !== "ok") return checked;
      const token = await issueToken(tx, checked.user, {
        secret: config.jwtSecret,
        hours: config.sessionHours,
        now: clock(),
      });
      return { ...checked, token };
    })
  );
  if (result.outcome === "limited") return tooManyRequests(c, TOO_MANY_LOGINS, result.retry_after);
  if (result.outcome === "failed") throw unauthorized(messages.loginFailed);
  return c.json({ token: result.token, user: result.user });
});

auth.post("/logout", requireRole(), async (c) => {
  await asUser(c, endSession);
  return c.json({ message: "You have been signed out" });
});

auth.post("/request-reset-password", async (c) => {
  const { email } = await body(c, requestResetSchema);
  const { db, config, onMailQueued } = c.get("deps");
  const token = newResetToken();
  const tokenHash = await hashResetToken(token);
  const result = await db.privileged((tx) =>
    requestPasswordReset(tx, {
      email,
      client: clientAddress(c),
      tokenHash,
      mail: resetMail(`${config.appUrl}/reset_password/${token}`),
    }, RESET_LIMIT)
  );
  if (result.outcome === "limited") return tooManyRequests(c, TOO_MANY_RESETS, result.retry_after);
  if (result.outcome === "queued") onMailQueued?.();
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
