/**
 * Holiday request statuses: labels, colours and the search over labels (spec section 4).
 */
import { DENY_REASON_PREVIEW_LENGTH } from "./constants.ts";

/** A holiday request's state. cancel_requested awaits an admin's cancellation decision. */
export type RequestStatus = "pending" | "accepted" | "rejected" | "cancelled" | "cancel_requested";

/** Every status, in lifecycle order. */
export const REQUEST_STATUSES = [
  "pending",
  "accepted",
  "rejected",
  "cancelled",
  "cancel_requested",
] as const satisfies readonly RequestStatus[];

/**
 * Statuses that hold hours and block their dates (balance, overlap, planning); a denied or
 * cancelled request gives both back. The database states the same list as
 * private.live_request_statuses(); supabase/tests/rules-agree.test.ts holds the two equal.
 */
export const LIVE_REQUEST_STATUSES = [
  "pending",
  "accepted",
  "cancel_requested",
] as const satisfies readonly RequestStatus[];

/** Badge colour of a status. */
export type StatusColour = "yellow" | "green" | "red" | "blue" | "orange";

/**
 * Labels as the spec shows them. The spec gives no label for cancel_requested;
 * we show 'Cancellation Requested' (orange), which is what the owner asked for.
 */
const LABELS: Record<RequestStatus, string> = {
  pending: "Pending",
  accepted: "Approved",
  rejected: "Denied",
  cancelled: "Cancelled",
  cancel_requested: "Cancellation Requested",
};

const COLOURS: Record<RequestStatus, StatusColour> = {
  pending: "yellow",
  accepted: "green",
  rejected: "red",
  cancelled: "blue",
  cancel_requested: "orange",
};

/** True for one of the five statuses: isRequestStatus("accepted") → true. */
export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** Label of a status: "accepted" → "Approved"; anything unrecognised → "Pending". */
export function statusLabel(status: string | null | undefined): string {
  return isRequestStatus(status) ? LABELS[status] : LABELS.pending;
}

/** Badge colour of a status: "rejected" → "red"; anything unrecognised → "yellow" (as Pending). */
export function statusColour(status: string | null | undefined): StatusColour {
  return isRequestStatus(status) ? COLOURS[status] : COLOURS.pending;
}

/** Statuses whose label contains the text, any case: "appr" → ["accepted"]; "" → all. */
export function statusesMatchingLabel(text: string): RequestStatus[] {
  const needle = text.trim().toLowerCase();
  return REQUEST_STATUSES.filter((status) => LABELS[status].toLowerCase().includes(needle));
}

/** Archive preview of a denial reason: 20 characters then '...', or 'N/A' when there is none. */
export function denyReasonPreview(reason: string | null | undefined): string {
  const text = reason?.trim() ?? "";
  if (text === "") return "N/A";
  if (text.length <= DENY_REASON_PREVIEW_LENGTH) return text;
  return `${text.slice(0, DENY_REASON_PREVIEW_LENGTH)}...`;
}
