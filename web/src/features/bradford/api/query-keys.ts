import { queryRoots } from "@/api/query-keys";

/** Keys of the Bradford factor: the scores as of a day (a page of them), and the trigger points. */
export const bradfordKeys = {
  all: queryRoots.bradford,
  scores: (asOf: string) => [...bradfordKeys.all, "scores", { asOf }] as const,
  page: (search: { asOf: string; q: string; sort: string; isWhole: boolean }, page: number) =>
    [...bradfordKeys.scores(search.asOf), { ...search, page }] as const,
  bands: [...queryRoots.bradford, "bands"] as const,
};

/** What saving the trigger points makes stale: the form's and the bands of every answer. */
export const bandChangeRoots = [queryRoots.bradford] as const;
