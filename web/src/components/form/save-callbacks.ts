import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";

import type { FieldLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

/**
 * A form's mutation callbacks: `saved` as a toast and then `onSaved` (a dialog closed, a form
 * reset to what the server saved), or `failed` with the server's reason, and the field it named
 * marked. `labels` may depend on the form's values (a list's rows).
 */
export function saveCallbacks<Values extends FieldValues, Saved = unknown>(
  setError: UseFormSetError<Values>,
  labels: FieldLabels | (() => FieldLabels),
  onSaved: (saved: Saved) => void,
) {
  return (saved: string, failed: string) => ({
    onSuccess: (row: Saved) => {
      toast.success(saved);
      onSaved(row);
    },
    onError: (error: Error) => {
      reportRefusal(failed, error, setError, typeof labels === "function" ? labels() : labels);
    },
  });
}
