import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { UserPicker } from "@/components/user-picker";
import { refusalDetail } from "@/lib/refusal";

import { useCreateSicknessLog } from "../api/create-sickness-log";
import type { SicknessLog } from "../api/get-sickness-logs";
import { useUpdateSicknessLog } from "../api/update-sickness-log";

/** What the dialog does: create a log, or edit one (its user cannot change). */
export type SicknessLogDialogMode = { kind: "create" } | { kind: "edit"; log: SicknessLog };

/**
 * The Create and Edit modals of a sickness log. The Reason field is there for a Global
 * Administrator only; a sickness user neither sees nor sends one. No client validation
 * (spec section 5): the server's refusal is shown under the failure toast.
 */
export function SicknessLogDialog({
  mode,
  showsReason,
  onClose,
}: {
  mode: SicknessLogDialogMode | null;
  showsReason: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {mode && (
          <SicknessLogForm
            key={mode.kind === "edit" ? mode.log.id : "create"}
            mode={mode}
            showsReason={showsReason}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SicknessLogForm({
  mode,
  showsReason,
  onClose,
}: {
  mode: SicknessLogDialogMode;
  showsReason: boolean;
  onClose: () => void;
}) {
  const ids = { user: useId(), from: useId(), to: useId(), reason: useId() };
  const log = mode.kind === "edit" ? mode.log : null;
  const [userId, setUserId] = useState<string | null>(null);
  const [from, setFrom] = useState(log?.sick_from_date ?? "");
  const [to, setTo] = useState(log?.sick_to_date ?? "");
  const [reason, setReason] = useState(log?.reason ?? "");

  const create = useCreateSicknessLog({
    onSuccess: () => {
      toast.success(messages.logCreated);
      onClose();
    },
    onError: (error) => toast.error(messages.failedToCreateLog, refusalDetail(error)),
  });
  const update = useUpdateSicknessLog({
    onSuccess: () => {
      toast.success(messages.logUpdated);
      onClose();
    },
    onError: (error) => toast.error(messages.failedToUpdateLog, refusalDetail(error)),
  });
  const isBusy = create.isPending || update.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const dates = { sick_from_date: from, sick_to_date: to };
    const withReason = showsReason ? { reason } : {};
    if (log) update.mutate({ id: log.id, ...dates, ...withReason });
    else create.mutate({ user_id: userId ?? "", ...dates, ...withReason });
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{log ? "Edit Log" : messages.createLog}</DialogTitle>
        <DialogDescription className="sr-only">
          {log ? `${log.firstName} ${log.lastName}` : messages.createLog}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.user}>User</Label>
        {log
          ? <Input id={ids.user} value={`${log.firstName} ${log.lastName}`} readOnly disabled />
          : (
            <UserPicker
              id={ids.user}
              value={userId}
              onChange={(user) => setUserId(user?.id ?? null)}
              placeholder={messages.searchAndSelectUser}
            />
          )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>Sick From</Label>
          <Input
            id={ids.from}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>Sick To</Label>
          <Input
            id={ids.to}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </div>
      {showsReason && (
        <div className="grid gap-1.5">
          <Label htmlFor={ids.reason}>Reason</Label>
          <Textarea
            id={ids.reason}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
        <Button type="submit" disabled={isBusy}>{log ? "Save" : "Create"}</Button>
      </DialogFooter>
    </form>
  );
}
