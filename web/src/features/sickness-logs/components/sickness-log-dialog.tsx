import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import type { CreateSicknessLog } from "@shared/schemas/sickness.ts";

import { LogDialogHead } from "@/components/log-dialog-head";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { refusalDetail } from "@/lib/refusal";

import { useCreateSicknessLog } from "../api/create-sickness-log";
import type { SicknessLog } from "../api/get-sickness-logs";
import { useUpdateSicknessLog } from "../api/update-sickness-log";

/** What the dialog does: create a log, or edit one (its user cannot change). */
export type SicknessLogDialogMode = { kind: "create" } | { kind: "edit"; log: SicknessLog };

/** A log's fields as the inputs hold them: text, and the picked user's id ("" until picked). */
type SicknessLogValues = { [K in keyof CreateSicknessLog]-?: string };

/**
 * The Create and Edit modals of a sickness log. The Reason field is there for a Global
 * Administrator only; a sickness user neither sees nor sends one. No client validation
 * (spec section 5): the server's schema checks the log and its refusal is shown under the
 * failure toast.
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
  const log = mode.kind === "edit" ? mode.log : null;
  const form = useForm<SicknessLogValues>({
    defaultValues: {
      user_id: "",
      sick_from_date: log?.sick_from_date ?? "",
      sick_to_date: log?.sick_to_date ?? "",
      reason: log?.reason ?? "",
    },
  });

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

  function save({ user_id, sick_from_date, sick_to_date, reason }: SicknessLogValues) {
    const dates = { sick_from_date, sick_to_date };
    const withReason = showsReason ? { reason } : {};
    if (log) update.mutate({ id: log.id, ...dates, ...withReason });
    else create.mutate({ user_id, ...dates, ...withReason });
  }

  const dateField = (name: "sick_from_date" | "sick_to_date", label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="date" {...field} />
          </FormControl>
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid gap-4">
        <LogDialogHead
          title={log ? "Edit Log" : messages.createLog}
          log={log}
          control={form.control}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField("sick_from_date", "Sick From")}
          {dateField("sick_to_date", "Sick To")}
        </div>
        {showsReason && (
          <FormField
            control={form.control}
            name="reason"
            render={({ field }) => (
              <FormItem className="gap-1.5">
                <FormLabel>Reason</FormLabel>
                <FormControl>
                  <Textarea maxLength={1000} {...field} />
                </FormControl>
              </FormItem>
            )}
          />
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={isBusy}>{log ? "Save" : "Create"}</Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
