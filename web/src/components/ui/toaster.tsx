import { useEffect } from "react";
import { toast, Toaster as Sonner, type ToasterProps, useSonner } from "sonner";

import { TOAST_DURATION_MS } from "@shared/constants.ts";

/**
 * The app's one toast outlet: bottom-right, 5 s, coloured by type (spec section 9). A success
 * closes the errors still showing: they are about an earlier attempt, and left beside the
 * success they read as if it had failed.
 */
function Toaster(props: ToasterProps) {
  useCloseErrorsOnSuccess();
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme="light"
      {...props}
    />
  );
}

function useCloseErrorsOnSuccess(): void {
  const { toasts } = useSonner();
  const newest = toasts[0];
  useEffect(() => {
    if (newest?.type !== "success") return;
    for (const shown of toasts) {
      if (shown.type === "error") toast.dismiss(shown.id);
    }
  }, [newest, toasts]);
}

export { Toaster };
