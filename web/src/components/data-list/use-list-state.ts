import type { ReactNode } from "react";

import { useErrorToast } from "@/hooks/use-error-toast";

import type { ListState } from "./data-list";

/**
 * What the list of a query says while it has no rows ('Loading...', its fetch failure, its
 * empty text and the next step), its fetch failure shown as a toast too:
 * `useListState(skills, texts.failedToFetchSkills, texts.noSkills)`.
 */
export function useListState(
  query: { isPending: boolean; isError: boolean; error: unknown },
  errorMessage: string,
  emptyMessage: string,
  emptyAction?: ReactNode,
): ListState {
  useErrorToast(query.error, errorMessage);
  const { isPending, isError } = query;
  return { isPending, isError, errorMessage, emptyMessage, emptyAction };
}
