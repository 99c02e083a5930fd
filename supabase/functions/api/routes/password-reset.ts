// /api/request-reset-password mails a reset link; /api/reset-password/:token sets the new
// password the link was for. Both ignore the Authorization header: the web client sends its anon
// key there before anyone has signed in.
import { Hono } from "hono";
import { messages } from "@shared/messages.ts";
import { requestResetSchema, resetPasswordSchema } from "@shared/schemas/users.ts";
import { badRequest } from "../../_shared/errors.ts";
import type { MailMessage } from "../../_shared/mailer.ts";
import { clientAddress, RESET_LIMIT } from "../../_shared/rate-limit.ts";
import {
  countResetRequest,
  hashResetToken,
  newResetToken,
  queueResetLink,
  type ResetOutcome,
  resetPassword,
} from "../data/auth.ts";
import { type AppEnv, body, runAfterAnswer, tooManyRequests } from "../http.ts";

/** The answer to every reset-link request, whether or not the email has an account. */
export const RESET_REQUESTED = messages.resetLinkSent;
export const TOO_MANY_RESETS = "Too many password reset requests.";
/** Why a reset link is refused. */
export const LINK_REFUSED: Record<Exclude<ResetOutcome, "ok">, string> = {
  unknown: "This password reset link is not valid. Please request a new one.",
  used: "This password reset link has already been used. Please request a new one.",
  expired: "This password reset link has expired. Please request a new one.",
};

export const resetRequests = new Hono<AppEnv>();

resetRequests.post("/", async (c) => {
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

export const passwordResets = new Hono<AppEnv>();

passwordResets.post("/:token", async (c) => {
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
