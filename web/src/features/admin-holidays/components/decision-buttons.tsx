import { Button } from "@/components/ui/button";

/**
 * Approve and its refusal ('Deny', 'Reject') for one request, named after the requester for
 * assistive technology: 'Approve Ann Lee'. Side by side, as wide as a card on a phone.
 */
export function DecisionButtons({
  name,
  refusal,
  isBusy,
  onApprove,
  onRefuse,
}: {
  name: string;
  refusal: "Deny" | "Reject";
  isBusy: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  return (
    <div className="flex gap-2">
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
