// The pending-approvals digest: one mail per active global admin listing the requests and the
// cancellations that wait for a decision, queued through the outbox. Run on a schedule: by
// pg_cron + pg_net calling the pending-approvals-digest function on Supabase
// (docs/digest-schedule.sql), by scheduleDigest in the local server.
import { TIME_ZONE } from "@shared/constants.ts";
import { formatDate, todayInLondon } from "@shared/dates.ts";
import { RTW_OVERDUE_WORKING_DAYS } from "@shared/schemas/sickness-follow-ups.ts";
import type { Db, Tx } from "./db.ts";
import { describePeriod, enqueueMail, escapeHtml } from "./decision-mail.ts";
import type { Mailer, MailMessage } from "./mailer.ts";
import { deliverDueMail } from "./outbox.ts";
import { schedule } from "./schedule.ts";

/** Weekdays at 08:00 in Europe/London; DIGEST_CRON overrides it. */
export const DEFAULT_DIGEST_CRON = "0 8 * * 1-5";
const MS_PER_DAY = 86_400_000;

/** A request or cancellation waiting for an admin, with when it started waiting. */
export interface WaitingItem {
  status: "pending" | "cancel_requested";
  first_name: string;
  last_name: string;
  department: string;
  start_date: string;
  end_date: string;
  start_day_type: string;
  end_day_type: string;
  requested_hours: number;
  since_ms: number;
  /** Its leave type's name when it is not a Holiday (issue 33); a Holiday's line is the spec's. */
  leave_type?: string | null;
}

/**
 * A sickness log to follow up (issue 18): a return-to-work interview still due more than 3
 * working days after the log ended, or a fit note a long log still needs. Never a reason.
 */
export interface FollowUpItem {
  kind: "rtw" | "fit_note";
  first_name: string;
  last_name: string;
  department: string;
  sick_from_date: string;
  sick_to_date: string | null;
}

interface Admin {
  email: string;
  first_name: string;
}

/** How long an item has waited: "waiting since today", "waiting 1 day", "waiting 3 days". */
export function waitedText(sinceMs: number, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - sinceMs) / MS_PER_DAY));
  if (days === 0) return "waiting since today";
  return `waiting ${days} ${days === 1 ? "day" : "days"}`;
}

function itemLine(item: WaitingItem, now: Date): string {
  const period = describePeriod({
    firstName: item.first_name,
    startDate: item.start_date,
    endDate: item.end_date,
    startDayType: item.start_day_type,
    endDayType: item.end_day_type,
    requestedHours: item.requested_hours,
  });
  const type = item.leave_type ? `${item.leave_type} ` : "";
  return `${item.first_name} ${item.last_name} (${item.department}): ${type}${period}, ` +
    waitedText(item.since_ms, now);
}

function followUpLine(item: FollowUpItem): string {
  const period = item.sick_to_date === null
    ? `off sick since ${formatDate(item.sick_from_date)}`
    : `off sick ${formatDate(item.sick_from_date)} to ${formatDate(item.sick_to_date)}`;
  return `${item.first_name} ${item.last_name} (${item.department}): ${period}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The digest mail for one admin; items oldest first, then the sickness follow-ups. */
export function digestMail(
  admin: Admin,
  items: WaitingItem[],
  options: { appUrl: string; now: Date },
  followUps: FollowUpItem[] = [],
): MailMessage {
  const pending = items.filter((item) => item.status === "pending");
  const cancellations = items.filter((item) => item.status === "cancel_requested");
  const interviews = followUps.filter((item) => item.kind === "rtw");
  const fitNotes = followUps.filter((item) => item.kind === "fit_note");
  const line = (item: WaitingItem | FollowUpItem) =>
    "status" in item ? itemLine(item, options.now) : followUpLine(item);
  const sections = [
    {
      items: pending as (WaitingItem | FollowUpItem)[],
      heading: `${count(pending.length, "holiday request is", "holiday requests are")} ` +
        "waiting for approval:",
      link: `${options.appUrl}/admin-approval`,
      action: "Approve or deny them",
    },
    {
      items: cancellations,
      heading:
        `${count(cancellations.length, "cancellation request is", "cancellation requests are")} ` +
        "waiting for a decision:",
      link: `${options.appUrl}/cancel-requests`,
      action: "Approve or reject them",
    },
    {
      items: interviews,
      heading: `${
        count(interviews.length, "return-to-work interview is", "return-to-work interviews are")
      } due more than ${RTW_OVERDUE_WORKING_DAYS} working days after the absence:`,
      link: `${options.appUrl}/sickness-logs`,
      action: "Record them",
    },
    {
      items: fitNotes,
      heading: `${count(fitNotes.length, "sickness log needs", "sickness logs need")} ` +
        "a fit note (off more than 7 days):",
      link: `${options.appUrl}/sickness-logs`,
      action: "Mark them received",
    },
  ].filter((section) => section.items.length > 0);
  const text = [
    `Hello ${admin.first_name},`,
    ...sections.map((s) =>
      [
        s.heading,
        ...s.items.map((item) => `- ${line(item)}`),
        `${s.action}: ${s.link}`,
      ].join("\n")
    ),
  ].join("\n\n") + "\n";
  const html = [
    `<p>Hello ${escapeHtml(admin.first_name)},</p>`,
    ...sections.map((s) =>
      `<p>${escapeHtml(s.heading)}</p>\n<ul>\n` +
      s.items.map((item) => `<li>${escapeHtml(line(item))}</li>`).join("\n") +
      `\n</ul>\n<p><a href="${escapeHtml(s.link)}">${escapeHtml(s.action)}</a></p>`
    ),
  ].join("\n") + "\n";
  const subject = items.length > 0
    ? "Leave: " + [
      pending.length ? count(pending.length, "holiday request", "holiday requests") : "",
      cancellations.length
        ? count(cancellations.length, "cancellation request", "cancellation requests")
        : "",
    ].filter(Boolean).join(" and ") + " awaiting your decision"
    : `Leave: ${count(followUps.length, "sickness log", "sickness logs")} to follow up`;
  return { to: admin.email, subject, text, html };
}

/** Requests and cancellations of active users waiting for a decision, oldest first. */
function findWaitingItems(tx: Tx): Promise<WaitingItem[]> {
  // A cancellation has waited since the owner asked (its audit row), not since the request.
  return tx.query<WaitingItem>(
    `select r.status, u.first_name, u.last_name, coalesce(d.name, 'No Department') as department,
       r.start_date, r.end_date, r.start_day_type, r.end_day_type,
       r.requested_hours::float8 as requested_hours,
       (extract(epoch from coalesce(c.at, r.created_at)) * 1000)::bigint as since_ms,
       case when r.leave_type_id <> 1 then t.name end as leave_type
     from public.holiday_requests r
     join public.leave_types t on t.id = r.leave_type_id
     join public.users u on u.id = r.user_id and u.deactivated_at is null
     left join public.departments d on d.id = u.department_id
     left join lateral (
       select max(a.at) as at from public.audit_log a
       where r.status = 'cancel_requested' and a.entity = 'holiday_requests'
         and a.entity_id = r.id::text and a.action = 'accepted->cancel_requested'
     ) c on true
     where r.status in ('pending', 'cancel_requested')
     order by coalesce(c.at, r.created_at), r.id`,
  );
}

/**
 * Sickness logs of active users to follow up on `today`: interviews due more than 3 working
 * days (by the user's pattern) after the log ended, and fit notes needed by logs that began in
 * the last 90 days (older ones are not chased by mail; the logs list still flags them).
 */
function findFollowUpItems(tx: Tx, today: string): Promise<FollowUpItem[]> {
  return tx.query<FollowUpItem>(
    `select x.kind, u.first_name, u.last_name, coalesce(d.name, 'No Department') as department,
       l.sick_from_date::text as sick_from_date, l.sick_to_date::text as sick_to_date
     from (
       select 'rtw' as kind, l.id from public.sickness_logs l
       join public.sickness_follow_ups f on f.log_id = l.id and f.rtw_status = 'due'
       where l.sick_to_date < $1::date
         and private.user_working_days(l.user_id, l.sick_to_date + 1, $1::date) > $2
       union all
       select 'fit_note', l.id from public.sickness_logs l
       left join public.sickness_follow_ups f on f.log_id = l.id
       where l.sick_from_date > $1::date - 90
         and private.fit_note_needed(l.sick_from_date, l.sick_to_date, $1::date)
         and f.fit_note_received_on is null
     ) x
     join public.sickness_logs l on l.id = x.id
     join public.users u on u.id = l.user_id and u.deactivated_at is null
     left join public.departments d on d.id = u.department_id
     order by x.kind desc, l.sick_from_date, l.id`,
    [today, RTW_OVERDUE_WORKING_DAYS],
  );
}

/** Queues one digest per active global admin; nothing when nothing waits. Runs privileged. */
export function sendPendingDigest(
  db: Db,
  options: { appUrl: string; now: Date },
): Promise<{ recipients: number; pending: number; cancellations: number }> {
  return db.privileged(async (tx) => {
    const items = await findWaitingItems(tx);
    const followUps = await findFollowUpItems(tx, todayInLondon(options.now));
    const pending = items.filter((item) => item.status === "pending").length;
    const result = { recipients: 0, pending, cancellations: items.length - pending };
    if (items.length === 0 && followUps.length === 0) return result;
    const admins = await tx.query<Admin>(
      `select email, first_name from public.users
       where role = 'global_admin' and deactivated_at is null order by email`,
    );
    for (const admin of admins) {
      await enqueueMail(tx, digestMail(admin, items, options, followUps));
    }
    return { ...result, recipients: admins.length };
  });
}

/**
 * Runs the digest on a cron expression in Europe/London (default weekdays 08:00) for the
 * local server; stop() ends it. A bad expression throws at once.
 */
export function scheduleDigest(
  db: Db,
  options: {
    appUrl: string;
    cron?: string;
    clock?: () => Date;
    onMailQueued?: () => void;
  },
) {
  const clock = options.clock ?? (() => new Date());
  return schedule("digest", options.cron || DEFAULT_DIGEST_CRON, async () => {
    const { recipients } = await sendPendingDigest(db, { appUrl: options.appUrl, now: clock() });
    if (recipients > 0) options.onMailQueued?.();
  });
}

/**
 * The HTTP handler of the deployed pending-approvals-digest function: POST with
 * `Authorization: Bearer <DIGEST_SECRET>`, optional body {"londonHour": 8} to run only when it
 * is that hour in London (pg_cron runs in UTC, so it calls at both 07:00 and 08:00 UTC).
 * Queues the digest, then delivers due mail, since no sender runs between calls on Supabase;
 * {"deliverOnly": true} only delivers (a frequent schedule flushes the decision mails).
 */
export function createDigestHandler(options: {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  appUrl: string;
  secret: string | undefined;
}) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== "POST") return Response.json({ error: "Use POST" }, { status: 405 });
    if (!options.secret) {
      return Response.json({ error: "DIGEST_SECRET is not set" }, { status: 503 });
    }
    const given = request.headers.get("Authorization") ?? "";
    if (!isSameText(given, `Bearer ${options.secret}`)) {
      return Response.json({ error: "Please sign in" }, { status: 401 });
    }
    const body = await request.json().catch(() => ({}));
    const now = options.clock();
    if (typeof body?.londonHour === "number" && londonHour(now) !== body.londonHour) {
      return Response.json({ skipped: true });
    }
    const result = body?.deliverOnly === true
      ? {}
      : await sendPendingDigest(options.db, { appUrl: options.appUrl, now });
    let delivered = 0;
    for (let round = 0; round < 10; round++) {
      const sent = await deliverDueMail(options.db, options.mailer);
      delivered += sent;
      if (sent === 0) break;
    }
    return Response.json({ ...result, delivered });
  };
}

function londonHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" })
      .format(now),
  );
}

/** Compares two texts in time independent of where they differ. */
function isSameText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
