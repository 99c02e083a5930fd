import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Approve and its refusal ('Deny', 'Reject') for one request, named after the requester for
 * assistive technology: 'Approve Ann Lee'. Side by side, as wide as a card on a phone; one
 * above the other where a table has little room (`isStacked`).
 */
export function DecisionButtons({
  name,
  refusal,
  isBusy,
  isStacked = false,
  onApprove,
  onRefuse,
}: {
  name: string;
  refusal: "Deny" | "Reject";
  isBusy: boolean;
  isStacked?: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  return (
    <div className={cn("flex gap-2", isStacked && "flex-col gap-1.5")}>
      <Button
        size="sm"
        className="flex-1 sm:flex-none"
        disabled={isBusy}
        onClick={onApprove}
        aria-label={`Approve ${name}`}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="destructive"
        className="flex-1 sm:flex-none"
        disabled={isBusy}
        onClick={onRefuse}
        aria-label={`${refusal} ${name}`}
      >
        {refusal}
      </Button>
    </div>
  );
}
