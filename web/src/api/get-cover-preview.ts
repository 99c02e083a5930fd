import { queryOptions, useQuery } from "@tanstack/react-query";

import type { DayType } from "@shared/hours.ts";
import { HOLIDAY_LEAVE_TYPE_ID } from "@shared/leave-types.ts";
import type { CoverPreview, CoverShortfall } from "@shared/schemas/cover.ts";

import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { api } from "@/lib/api-client";

import { coverPreviewKeys } from "./query-keys";

export type { CoverShortfall };

/** The range a preview asks about, as the request forms hold it. */
export type CoverPreviewRange = {
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
};

/**
 * What is sent: the range, the user it is for unless it is the caller's own, and its leave type
 * unless it is a Holiday (issue 33: one that does not count as away takes no cover).
 */
export type CoverPreviewQuery = CoverPreviewRange & { userId?: string; leaveTypeId?: number };

/** Asked once the user and dates have stopped changing this long: typing a date sends one call. */
const PREVIEW_DELAY_MS = 300;
/** The key of the query while nothing is asked (it is disabled then). */
const NOTHING_ASKED: CoverPreviewQuery = {
  startDate: "",
  endDate: "",
  startDayType: "full",
  endDayType: "full",
};

/**
 * GET /api/cover-preview (?userId= for an administrator's booking): the cover rules the range
 * would leave short, each day with who else is away. With no rule configured the answer is
 * { shortfalls: [] }.
 */
export function getCoverPreview(query: CoverPreviewQuery): Promise<CoverPreview> {
  return api.get<CoverPreview>("/cover-preview", query);
}

export function getCoverPreviewQueryOptions(query: CoverPreviewQuery) {
  return queryOptions({
    queryKey: coverPreviewKeys.range(query),
    queryFn: () => getCoverPreview(query),
  });
}

/**
 * The shortfalls of `range` (null until the form holds a whole one; and for an administrator's
 * booking, a user), the caller's own or `userId`'s, asked once it has stayed the same for a
 * moment. Empty meanwhile, and when the call fails: the preview only informs, the server
 * decides on submit.
 */
export function useCoverPreview(
  range: CoverPreviewRange | null,
  userId?: string,
  leaveTypeId?: number,
): CoverShortfall[] {
  // Only the user, the type and the four fields are sent, whatever else the form holds.
  const chosen: CoverPreviewQuery | null = range && {
    ...(userId ? { userId } : {}),
    ...(leaveTypeId && leaveTypeId !== HOLIDAY_LEAVE_TYPE_ID ? { leaveTypeId } : {}),
    startDate: range.startDate,
    endDate: range.endDate,
    startDayType: range.startDayType,
    endDayType: range.endDayType,
  };
  const key = chosen && Object.values(chosen).join(" ");
  const settled = useDebouncedValue(key, PREVIEW_DELAY_MS);
  // Only the range still chosen: an earlier range's shortfalls never show under a new one.
  const asked = chosen !== null && settled === key ? chosen : null;
  const preview = useQuery({
    ...getCoverPreviewQueryOptions(asked ?? NOTHING_ASKED),
    enabled: asked !== null,
  });
  return asked !== null && preview.isSuccess ? preview.data.shortfalls ?? [] : [];
}
