import { useForm } from "react-hook-form";

import { messages } from "@shared/messages.ts";
import {
  type CreateSicknessLog,
  createSicknessLogSchema,
  updateSicknessLogSchema,
} from "@shared/schemas/sickness.ts";

import type { FormDialogMode } from "@/components/form/form-dialog";
import { DateInputField, TextareaField } from "@/components/form/input-fields";
import { LogDialog, LogDialogForm } from "@/components/form/log-dialog";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { checkedAs } from "@/lib/form-check";

import { useCreateSicknessLog } from "../api/create-sickness-log";
import type { SicknessLog } from "../api/get-sickness-logs";
import { useUpdateSicknessLog } from "../api/update-sickness-log";

/** What the dialog does: create a log, or edit one (its user cannot change). */
export type SicknessLogDialogMode = FormDialogMode<SicknessLog>;

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
    <LogDialog mode={mode} onClose={onClose}>
      {(log) => <SicknessLogForm log={log} showsReason={showsReason} onClose={onClose} />}
    </LogDialog>
  );
}

function SicknessLogForm({
  log,
  showsReason,
  onClose,
}: {
  log: SicknessLog | null;
  showsReason: boolean;
  onClose: () => void;
}) {
  const form = useForm<SicknessLogValues>({
    resolver: log ? checkEdit : checkNew,
    defaultValues: {
      user_id: "",
      sick_from_date: log?.sick_from_date ?? "",
      sick_to_date: log?.sick_to_date ?? "",
      reason: log?.reason ?? "",
    },
  });
  const callbacks = saveCallbacks(form.setError, LABELS, onClose);
  const create = useCreateSicknessLog(callbacks(messages.logCreated, messages.failedToCreateLog));
  const update = useUpdateSicknessLog(callbacks(messages.logUpdated, messages.failedToUpdateLog));

  function save({ user_id, sick_from_date, sick_to_date, reason }: SicknessLogValues) {
    const dates = { sick_from_date, sick_to_date };
    const withReason = showsReason ? { reason } : {};
    if (log) update.mutate({ id: log.id, ...dates, ...withReason });
    else create.mutate({ user_id, ...dates, ...withReason });
  }

  const { control } = form;
  return (
    <LogDialogForm
      form={form}
      log={log}
      title={log ? "Edit Log" : messages.createLog}
      onSubmit={save}
      isBusy={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInputField control={control} name="sick_from_date" label={LABELS.sick_from_date} />
        <DateInputField control={control} name="sick_to_date" label={LABELS.sick_to_date} />
      </div>
      {showsReason && (
        <TextareaField control={control} name="reason" label={LABELS.reason} maxLength={1000} />
      )}
    </LogDialogForm>
  );
}
