import { useForm } from "react-hook-form";

import { messages } from "@shared/messages.ts";
import {
  type CreateSicknessLog,
  createSicknessLogSchema,
  updateSicknessLogSchema,
} from "@shared/schemas/sickness.ts";

import { DateField } from "@/components/date-field";
import {
  DialogForm,
  FormDialog,
  type FormDialogMode,
  saveCallbacks,
} from "@/components/form/form-dialog";
import { LabelledField } from "@/components/form/labelled-field";
import { LogUserField, subjectName } from "@/components/log-user-field";
import { Textarea } from "@/components/ui/textarea";
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
    <FormDialog mode={mode} onClose={onClose} returnsFocus={false}>
      {(log) => <SicknessLogForm log={log} showsReason={showsReason} onClose={onClose} />}
    </FormDialog>
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

  const dateField = (name: "sick_from_date" | "sick_to_date", label: string) => (
    <LabelledField
      control={form.control}
      name={name}
      label={label}
      className="content-start gap-1.5"
    >
      {(field) => <DateField label={label} {...field} />}
    </LabelledField>
  );

  const title = log ? "Edit Log" : messages.createLog;
  return (
    <DialogForm
      form={form}
      onSubmit={save}
      title={title}
      description={subjectName(log) ?? title}
      isDescriptionHidden
      isEdit={log !== null}
      isBusy={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <LogUserField log={log} control={form.control} />
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField("sick_from_date", "Sick From")}
        {dateField("sick_to_date", "Sick To")}
      </div>
      {showsReason && (
        <LabelledField
          control={form.control}
          name="reason"
          label="Reason"
          className="content-start gap-1.5"
        >
          {(field) => <Textarea maxLength={1000} {...field} />}
        </LabelledField>
      )}
    </DialogForm>
  );
}
