// Mail transports chosen by configuration: SMTP (nodemailer; on Supabase use port 465, since
// 25 and 587 are blocked) or an HTTP email API (Resend-style). Without either, the outbox keeps
// every message queued, so nothing is lost.
import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer.ts";

/** Sends through the SMTP server of an smtp:// or smtps:// URL. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    },
  };
}

/** Sends through a Resend-style HTTP API: POST {from, to, subject, text, html} with a bearer key. */
export function httpApiMailer(
  options: { apiKey: string; url: string; from: string },
  fetcher: typeof fetch = fetch,
): Mailer {
  return {
    async send(message: MailMessage) {
      const response = await fetcher(options.url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          from: options.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
        }),
      });
      if (!response.ok) {
        throw new Error(
          `Email API answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
      }
    },
  };
}

/** The transport the environment configures: SMTP_URL, else EMAIL_API_KEY, else none. */
export function mailerFromEnv(env: (name: string) => string | undefined): Mailer {
  const from = env("MAIL_FROM") ?? "Leave <leave@localhost>";
  const smtpUrl = env("SMTP_URL");
  if (smtpUrl) return smtpMailer(smtpUrl, from);
  const apiKey = env("EMAIL_API_KEY");
  if (apiKey) {
    return httpApiMailer({
      apiKey,
      url: env("EMAIL_API_URL") ?? "https://api.resend.com/emails",
      from,
    });
  }
  return {
    send: () => Promise.reject(new Error("No mail transport is configured (set SMTP_URL)")),
  };
}
