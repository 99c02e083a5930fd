import { messages } from "@shared/messages.ts";

import { Button } from "@/components/ui/button";

/** A page form's submit, at its end: "Submitting..." and disabled while it is sent. */
export function SubmitButton({ label, isPending, isDisabled = isPending }: {
  label: string;
  isPending: boolean;
  /** Disabled for more than the sending: no dates yet. */
  isDisabled?: boolean;
}) {
  return (
    <Button type="submit" className="w-full sm:w-fit sm:self-end" disabled={isDisabled}>
      {isPending ? messages.submitting : label}
    </Button>
  );
}
