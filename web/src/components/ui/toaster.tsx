import { Toaster as Sonner, type ToasterProps } from "sonner";

import { TOAST_DURATION_MS } from "@shared/constants.ts";

/** The app's one toast outlet: bottom-right, 5 s, coloured by type (spec section 9). */
function Toaster(props: ToasterProps) {
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

export { Toaster };
