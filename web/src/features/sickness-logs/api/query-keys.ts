import { queryRoots } from "@/api/query-keys";

/** Keys of the sickness logs: one page of one search. */
export const sicknessLogKeys = {
  all: queryRoots.sicknessLogs,
  list: (q: string, page: number) => [...sicknessLogKeys.all, "list", { q, page }] as const,
};

/** What a change to a log makes stale: the lists, the yearly summary and the Bradford factor. */
export const sicknessChangeRoots = [
  queryRoots.sicknessLogs,
  queryRoots.sicknessSummary,
  queryRoots.bradford,
] as const;
