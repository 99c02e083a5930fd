import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import {
  type CreateSicknessLog,
  createSicknessLogSchema,
  updateSicknessLogSchema,
} from "@shared/schemas/sickness.ts";

import { DateField } from "@/components/date-field";
import { LogDialogHead } from "@/components/log-dialog-head";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

import { useCreateSicknessLog } from "../api/create-sickness-log";
import type { SicknessLog } from "../api/get-sickness-logs";
import { useUpdateSicknessLog } from "../api/update-sickness-log";

/** What the dialog does: create a log, or edit one (its user cannot change). */
export type SicknessLogDialogMode = { kind: "create" } | { kind: "edit"; log: SicknessLog };

/** A log's fields as the inputs hold them: text, and the picked user's id ("" until picked). */
type SicknessLogValues = { [K in keyof CreateSicknessLog]-?: string };

/** The fields as the schemas and the server name them, with the labels the dialog shows. */
const LABELS = {
  user_id: "User",
  sick_from_date: "Sick From",
  sick_to_date: "Sick To",
  reason: "Reason",
};

/** The shared schemas checking the dialog's text (sent as typed: the server parses it): a new log, or an edit (its user fixed). */
const checkNew = checkedAs<SicknessLogValues>(createSicknessLogSchema, LABELS);
const checkEdit = checkedAs<SicknessLogValues>(updateSicknessLogSchema, LABELS);

/**
 * The Create and Edit modals of a sickness log. The Reason field is there for a Global
 * Administrator only; a sickness user neither sees nor sends one. The shared schema checks
 * the fields before sending (issue 15: the spec's section 5 had none) and each message shows
 * under its field in the dialog's words ("Sick To must be on or after Sick From"); a refusal
 * of the server shows under the failure toast and under the field it names.
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
    resolver: log ? checkEdit : checkNew,
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
    onError: (error) => {
      reportRefusal(messages.failedToCreateLog, error, form.setError, LABELS);
    },
  });
  const update = useUpdateSicknessLog({
    onSuccess: () => {
      toast.success(messages.logUpdated);
      onClose();
    },
    onError: (error) => {
      reportRefusal(messages.failedToUpdateLog, error, form.setError, LABELS);
    },
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
        <FormItem className="content-start gap-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <DateField label={label} {...field} />
          </FormControl>
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid gap-4" noValidate>
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
              <FormItem className="content-start gap-1.5">
                <FormLabel>Reason</FormLabel>
                <FormControl>
                  <Textarea maxLength={1000} {...field} />
                </FormControl>
                <FormMessage role="alert" />
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
