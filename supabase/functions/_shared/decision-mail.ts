// The mails a requester gets when an administrator decides their request, and the one way
// to queue a mail in the caller's transaction (the outbox sender delivers it).
import { formatRequestDate } from "@shared/dates.ts";
import type { Tx } from "./db.ts";
import type { MailMessage } from "./mailer.ts";

/** What an administrator decided about a request. */
export type Decision =
  | "approved"
  | "denied"
  | "cancelled"
  | "cancellation_approved"
  | "cancellation_rejected";

/** The request a decision mail is about. */
export interface DecidedRequest {
  firstName: string;
  startDate: string;
  endDate: string;
  startDayType: string;
  endDayType: string;
  requestedHours: number;
  /** Its leave type's name when it is not a Holiday (issue 33): said where "holiday" is. */
  leaveType?: string;
}

const WORDING: Record<Decision, { subject: string; sentence: string }> = {
  approved: {
    subject: "Your holiday request was approved",
    sentence: "Your holiday request for {period} has been approved.",
  },
  denied: {
    subject: "Your holiday request was denied",
    sentence: "Your holiday request for {period} has been denied.",
  },
  cancelled: {
    subject: "Your holiday was cancelled",
    sentence: "Your approved holiday for {period} has been cancelled by an administrator. " +
      "Its hours are back in your balance.",
  },
  cancellation_approved: {
    subject: "Your holiday cancellation was approved",
    sentence: "Your request to cancel your holiday for {period} has been approved. " +
      "Its hours are back in your balance.",
  },
  cancellation_rejected: {
    subject: "Your holiday cancellation was rejected",
    sentence: "Your request to cancel your holiday for {period} has been rejected, " +
      "so the holiday stands.",
  },
};

/** "06/01/2026 (Morning) to 09/01/2026, 35 hours"; a one-day request names its day once. */
export function describePeriod(request: DecidedRequest): string {
  const start = formatRequestDate(request.startDate, request.startDayType);
  const dates = request.startDate === request.endDate
    ? start
    : `${start} to ${formatRequestDate(request.endDate, request.endDayType)}`;
  return `${dates}, ${request.requestedHours} hours`;
}

/**
 * The mail telling a requester about a decision, with the reason when there is one; a request
 * of another leave type is named by its type where a Holiday's mail says "holiday" ("Your
 * Compassionate leave request was approved").
 */
export function decisionMail(
  to: string,
  decision: Decision,
  request: DecidedRequest,
  options: { appUrl: string; reason?: string | null },
): MailMessage {
  const wording = WORDING[decision];
  const named = (text: string) =>
    request.leaveType ? text.replaceAll("holiday", request.leaveType) : text;
  const subject = named(wording.subject);
  const sentence = named(wording.sentence);
  const link = `${options.appUrl}/list-holidays-request`;
  const paragraphs = [
    `Hello ${request.firstName},`,
    sentence.replace("{period}", describePeriod(request)),
    ...(options.reason ? [`Reason: ${options.reason}`] : []),
  ];
  return {
    to,
    subject,
    text: `${paragraphs.join("\n\n")}\n\nYour holiday requests: ${link}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n") +
      `\n<p><a href="${escapeHtml(link)}">Your holiday requests</a></p>\n`,
  };
}

/** Text made safe inside HTML: "<b>" → "&lt;b&gt;". */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** Queues a mail in the caller's transaction: it is sent only if the transaction commits. */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<void> {
  await tx.query("select private.enqueue_email($1, $2, $3, $4)", [
    message.to,
    message.subject,
    message.text,
    message.html ?? null,
  ]);
}
