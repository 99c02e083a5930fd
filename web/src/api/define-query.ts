import { keepPreviousData, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";

/** How a GET's query differs from the plain one, when it does. */
export type QueryDefinition = {
  /**
   * While the answer for other arguments loads, the last one stays on screen rather than
   * nothing (TanStack's placeholderData: keepPreviousData): a page, a year or a window of weeks
   * that the user moves through.
   */
  keepsPrevious?: boolean;
  /** How long an answer stays fresh (TanStack's staleTime); 0, the default, when not given. */
  staleTime?: number;
};

/**
 * The query options and the hook of one GET, from its key and its fetcher: what every
 * `get-*.ts` file would otherwise write out alike, beside the fetcher it serves:
 *
 *   export const [getSkillsQueryOptions, useSkills] = defineQuery(
 *     () => settingsKeys.skills,
 *     getSkills,
 *   );
 *
 * Both take the fetcher's arguments: `getUserSkillsQueryOptions(userId)`, `useUserSkills(userId)`.
 * A hook that does more (enabled while a cell is open, a `select`) is written out from the
 * options instead.
 */
export function defineQuery<TArgs extends unknown[], TData, TKey extends QueryKey>(
  key: (...args: TArgs) => TKey,
  fetcher: (...args: TArgs) => Promise<TData>,
  { keepsPrevious = false, staleTime }: QueryDefinition = {},
) {
  function getQueryOptions(...args: TArgs) {
    return queryOptions({
      queryKey: key(...args),
      queryFn: () => fetcher(...args),
      ...(staleTime === undefined ? {} : { staleTime }),
      ...(keepsPrevious ? { placeholderData: keepPreviousData } : {}),
    });
  }
  function useDefinedQuery(...args: TArgs) {
    return useQuery(getQueryOptions(...args));
  }
  return [getQueryOptions, useDefinedQuery] as const;
}
