// The development mailbox of the embedded server: prints each message and keeps it so that
// GET /dev/mailbox lists it. Never used when SMTP_URL or EMAIL_API_KEY is set.
import type { Mailer, MailMessage } from "../functions/_shared/mailer.ts";

export interface DevMailbox extends Mailer {
  messages: (MailMessage & { at: string })[];
}

export function createDevMailbox(options: { quiet?: boolean } = {}): DevMailbox {
  const messages: DevMailbox["messages"] = [];
  return {
    messages,
    send(message) {
      messages.push({ ...message, at: new Date().toISOString() });
      if (messages.length > 200) messages.shift();
      if (!options.quiet) {
        console.log(
          `\n[mailbox] To: ${message.to}\n[mailbox] Subject: ${message.subject}\n${message.text}\n`,
        );
      }
      return Promise.resolve();
    },
  };
}
