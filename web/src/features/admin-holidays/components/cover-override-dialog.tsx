import type { UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";

import type { InvalidatingMutationOptions } from "@/api/use-invalidating-mutation";

import { DialogBody } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isRefusedBy } from "@/lib/refusal";

/** The longest reason the server keeps (coverOverrideSchema). */
const MAX_REASON = 1000;
const REASON_LABEL = "Reason";
const REASON_REQUIRED = "Reason is required";

/** What waits for a reason: the input to send again, and why it was stopped. */
export type CoverOverride<T> = { input: T; message: string };

/**
 * The state of a reason dialog: `ask` opens it for an input, `offer` opens it when a call was
 * refused by a cover rule (and says whether it did), `close` drops it.
 */
export function useCoverOverride<T>() {
  const [waiting, setWaiting] = useState<CoverOverride<T> | null>(null);
  return {
    waiting,
    ask: (input: T, message: string) => setWaiting({ input, message }),
    offer(error: unknown, input: T): boolean {
      // Told by its code, whatever its words: a blocking cover rule falls short.
      if (!isRefusedBy(error, "cover_short")) return false;
      setWaiting({ input, message: error.error });
      return true;
    },
    close: () => setWaiting(null),
  };
}

/**
 * A change a blocking cover rule may refuse (approving a request, adding holidays): once done,
 * its toast and `onDone`; refused by a cover rule, the reason dialog (`dialog`, spread into a
 * CoverOverrideDialog) opens for its input, and sends it again with the reason; any other
 * failure is `onFailed`'s.
 */
export function useCoverOverridable<Input, Data>(
  useChange: (
    options: InvalidatingMutationOptions<Data, Input>,
  ) => UseMutationResult<Data, Error, Input>,
  { done, onDone, onFailed }: {
    done: string;
    onDone?: () => void;
    onFailed: (error: Error) => void;
  },
) {
  const override = useCoverOverride<Input>();
  const change = useChange({
    onSuccess: () => {
      toast.success(done);
      onDone?.();
      override.close();
    },
    onError: (error, input) => {
      if (!override.offer(error, input)) onFailed(error);
    },
  });
  const dialog = {
    override,
    isBusy: change.isPending,
    onConfirm: (input: Input, coverOverrideReason: string) =>
      change.mutate({ ...input, coverOverrideReason } as Input),
  };
  return { override, change, dialog };
}

/**
 * Going ahead although a blocking cover rule falls short: the rule's message, a required
 * reason (kept and audited by the server), Cancel and the action. Open while `override` waits
 * for a reason; `onConfirm` sends its input again with the reason.
 */
export function CoverOverrideDialog<T>({
  override,
  subject,
  title,
  confirmLabel,
  isBusy,
  onConfirm,
}: {
  override: ReturnType<typeof useCoverOverride<T>>;
  /** What goes ahead, when the message does not say: "Ann Lee, 07/12/2026 to 10/12/2026". */
  subject?: string;
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: (input: T, reason: string) => void;
}) {
  const { waiting, close: onCancel } = override;
  const message = waiting?.message ?? null;
  const ids = { reason: useId(), error: useId() };
  const [reason, setReason] = useState("");
  const [isMissing, setIsMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Each opening starts with an empty reason (state adjusted while rendering, not in an effect).
  const [openedFor, setOpenedFor] = useState(message);
  if (openedFor !== message) {
    setOpenedFor(message);
    setReason("");
    setIsMissing(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setIsMissing(true);
      field.current?.focus();
      return;
    }
    if (waiting) onConfirm(waiting.input, text);
  }

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isBusy) onCancel();
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogBody
            title={title}
            subject={subject}
            description={message}
            buttons={
              <>
                <Button type="button" variant="outline" disabled={isBusy} onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isBusy}>{confirmLabel}</Button>
              </>
            }
          >
            <div className="grid gap-2">
              <Label htmlFor={ids.reason}>{REASON_LABEL}</Label>
              <Textarea
                ref={field}
                id={ids.reason}
                value={reason}
                maxLength={MAX_REASON}
                required
                aria-invalid={isMissing || undefined}
                aria-describedby={isMissing ? ids.error : undefined}
                placeholder="Why this absence goes ahead despite the cover rule"
                onChange={(event) => {
                  setReason(event.target.value);
                  setIsMissing(false);
                }}
              />
              {isMissing && (
                <p id={ids.error} role="alert" className="text-sm text-destructive">
                  {REASON_REQUIRED}
                </p>
              )}
            </div>
          </DialogBody>
        </form>
      </DialogContent>
    </Dialog>
  );
}
