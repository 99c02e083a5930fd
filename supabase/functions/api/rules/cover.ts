// api/rules/: the rules that more than one route applies, so that routes import rules and never
// one another. Unlike shared/ (pure rules), a rule here may read the database through api/data
// and refuse with an AppError. This one: cover (issue 17) on making and approving a request.
import { coverBlockedMessage, type CoverShortfall } from "@shared/schemas/cover.ts";
import type { Tx } from "../../_shared/db.ts";
import { AppError } from "../../_shared/errors.ts";
import { type CoverRange, findShortfalls, lockCover } from "../data/cover.ts";

/**
 * The shortfalls of a request about to be made (isNew) or approved, or of a bulk booking's
 * requests as one batch (several `userIds`); a blocking one refuses them (409 `cover_short`)
 * unless an administrator gives a reason (`overrideReason`). Answers the shortfalls to carry,
 * named for an approver (`withNames`). The departments' cover stays locked until the transaction
 * ends, so the requests' insert or approval lands before another's check.
 */
export async function checkCover(
  tx: Tx,
  userIds: readonly string[],
  range: CoverRange,
  options: { isNew: boolean; withNames: boolean; overrideReason?: string; leaveTypeId?: number },
): Promise<{ shortfalls: CoverShortfall[]; overridden: boolean }> {
  await lockCover(tx, userIds);
  const shortfalls = await findShortfalls(tx, userIds, range, options);
  return { shortfalls, overridden: refuseShortCover(shortfalls, options.overrideReason) };
}

/**
 * Refuses (`cover_short`) when a blocking rule falls short and no override reason is given;
 * whether a blocking rule falls short.
 */
export function refuseShortCover(
  shortfalls: readonly CoverShortfall[],
  overrideReason?: string,
): boolean {
  const blocked = shortfalls.some((shortfall) => shortfall.mode === "block");
  if (blocked && !overrideReason) {
    throw new AppError("cover_short", coverBlockedMessage(shortfalls));
  }
  return blocked;
}

/** `{ ...answer, cover_shortfalls }` when any rule falls short; the answer as it was otherwise. */
export function withShortfalls<T extends object>(
  answer: T,
  shortfalls: readonly CoverShortfall[],
): T & { cover_shortfalls?: CoverShortfall[] } {
  return shortfalls.length > 0 ? { ...answer, cover_shortfalls: [...shortfalls] } : answer;
}
