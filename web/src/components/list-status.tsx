import { LoadingScreen } from "@/components/loading-screen";
import { Alert, AlertDescription } from "@/components/ui/alert";

/**
 * What a list shows instead of rows: 'Loading...', its fetch failure (spec section 8) or its
 * empty text; null when there are rows to show.
 */
export function ListStatus({
  isPending,
  isError,
  isEmpty,
  errorMessage,
  emptyMessage,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorMessage: string;
  emptyMessage: string;
}) {
  if (isPending) return <LoadingScreen fullPage={false} />;
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage}</AlertDescription>
      </Alert>
    );
  }
  if (isEmpty) {
    return <p className="py-8 text-center text-sm text-muted-foreground">{emptyMessage}</p>;
  }
  return null;
}
