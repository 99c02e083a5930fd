import { QueryClientContext } from "@tanstack/react-query";
import { LoaderCircleIcon, RotateCwIcon } from "lucide-react";
import { type ReactNode, useContext, useState } from "react";
import { toast } from "sonner";

import { LoadingScreen } from "@/components/loading-screen";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * What a list shows instead of rows: 'Loading...', its fetch failure (spec section 8) with a
 * Retry button, or its empty text with the next step beside it; null when there are rows.
 */
export function ListStatus({
  isPending,
  isError,
  isEmpty,
  errorMessage,
  emptyMessage,
  emptyAction,
  onRetry,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorMessage: string;
  emptyMessage: string;
  /**
   * What the user can do next, shown under the empty text: "Request a holiday", "Clear
   * search". The text stays as it is; this only adds a way on.
   */
  emptyAction?: ReactNode;
  /** Loads the list again; by default every query of the screen that failed is fetched again. */
  onRetry?: () => Promise<unknown> | void;
}) {
  if (isPending) return <LoadingScreen fullPage={false} />;
  if (isError) return <LoadError message={errorMessage} onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center text-sm">
        <p className="text-muted-foreground">{emptyMessage}</p>
        {emptyAction}
      </div>
    );
  }
  return null;
}

/** What shows while one thing is read (a setting, a user's allowance): 'Loading...' or its failure. */
export function LoadStatus({ query, errorMessage, onRetry }: {
  query: { isPending: boolean; isError: boolean };
  errorMessage: string;
  onRetry?: () => Promise<unknown> | void;
}) {
  return (
    <ListStatus
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={false}
      errorMessage={errorMessage}
      emptyMessage=""
      onRetry={onRetry}
    />
  );
}

function LoadError(
  { message, onRetry }: { message: string; onRetry?: () => Promise<unknown> | void },
) {
  const queryClient = useContext(QueryClientContext);
  const [isRetrying, setIsRetrying] = useState(false);
  const retry = onRetry ?? (queryClient &&
    (() =>
      queryClient.refetchQueries({
        type: "active",
        predicate: (query) => query.state.status === "error",
      })));

  async function handleRetry() {
    if (!retry || isRetrying) return;
    setIsRetrying(true);
    toast.dismiss(message); // the failure's toast (hooks/use-error-toast.ts); a new one may follow
    try {
      await retry();
    } catch {
      // the list shows the failure again
    } finally {
      setIsRetrying(false); // still failing: the button is back, the focus still on it
    }
  }

  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>{message}</span>
        {retry && (
          // aria-disabled, not disabled: the focus stays on the button while it works.
          <Button
            variant="outline"
            size="sm"
            className="text-foreground"
            aria-disabled={isRetrying}
            onClick={handleRetry}
          >
            {isRetrying
              ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              : <RotateCwIcon aria-hidden="true" />}
            {isRetrying ? "Retrying..." : "Retry"}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
