// Outgoing mail: a transport sends one message; the outbox decides what and when.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
