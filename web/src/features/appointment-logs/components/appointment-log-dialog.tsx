import { useForm } from "react-hook-form";

import { formatTime } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import {
  type CreateAppointment,
  createAppointmentSchema,
  updateAppointmentSchema,
} from "@shared/schemas/appointments.ts";

import type { FormDialogMode } from "@/components/form/form-dialog";
import { DateInputField, InputField, TimeInputField } from "@/components/form/input-fields";
import { LogDialog, LogDialogForm } from "@/components/form/log-dialog";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { checkedAs } from "@/lib/form-check";

import { useCreateAppointmentLog } from "../api/create-appointment-log";
import type { AppointmentLog } from "../api/get-appointment-logs";
import { useUpdateAppointmentLog } from "../api/update-appointment-log";

/** What the dialog does: create an appointment, or edit one (its user cannot change). */
export type AppointmentLogDialogMode = FormDialogMode<AppointmentLog>;

/** An appointment's fields as the inputs hold them: text, and the picked user's id ("" until picked). */
type AppointmentLogValues = { [K in keyof CreateAppointment]-?: string };

/** The fields as the schemas and the server name them, with the labels the dialog shows. */
const LABELS = {
  user_id: "User",
  event_from_date: "Event From",
  event_to_date: "Event To",
  start_time: "Start Time",
  end_time: "End Time",
  reason: "Reason",
};

/** The shared schemas checking the dialog's text (sent as typed: the server parses it): a new appointment, or an edit (its user fixed). */
const checkNew = checkedAs<AppointmentLogValues>(createAppointmentSchema, LABELS);
const checkEdit = checkedAs<AppointmentLogValues>(updateAppointmentSchema, LABELS);

/**
 * The create and edit modals of an appointment log: the same fields, the user read-only in
 * edit. The shared schema checks the fields before sending (issue 15: the spec's section 5
 * had none), each message under its field in the dialog's words ("End Time must be after
 * Start Time"); a refusal of the server shows with the toast and under the field it names.
 */
export function AppointmentLogDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: AppointmentLogDialogMode | null;
  onClose: () => void;
  /** Told of the log just created or edited, e.g. to show the page that now holds it. */
  onSaved?: (log: AppointmentLog) => void;
}) {
  return (
    <LogDialog mode={mode} onClose={onClose}>
      {(log) => <AppointmentLogForm log={log} onClose={onClose} onSaved={onSaved} />}
    </LogDialog>
  );
}

function AppointmentLogForm({
  log,
  onClose,
  onSaved,
}: {
  log: AppointmentLog | null;
  onClose: () => void;
  onSaved?: (log: AppointmentLog) => void;
}) {
  const form = useForm<AppointmentLogValues>({
    resolver: log ? checkEdit : checkNew,
    defaultValues: {
      user_id: "",
      event_from_date: log?.event_from_date ?? "",
      event_to_date: log?.event_to_date ?? "",
      start_time: formatTime(log?.start_time),
      end_time: formatTime(log?.end_time),
      reason: log?.reason ?? "",
    },
  });
  const callbacks = saveCallbacks(form.setError, LABELS, (saved: AppointmentLog) => {
    onClose();
    onSaved?.(saved);
  });
  const create = useCreateAppointmentLog(
    callbacks(messages.appointmentLogCreated, messages.failedToCreateAppointmentLog),
  );
  const update = useUpdateAppointmentLog(
    callbacks(messages.appointmentLogUpdated, messages.failedToUpdateAppointmentLog),
  );

  function save({ user_id, ...appointment }: AppointmentLogValues) {
    if (log) update.mutate({ id: log.id, ...appointment });
    else create.mutate({ user_id, ...appointment });
  }

  const { control } = form;
  const title = log ? "Edit Appointment Log" : messages.createAppointmentLog;
  return (
    <LogDialogForm
      form={form}
      log={log}
      title={title}
      onSubmit={save}
      isBusy={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInputField control={control} name="event_from_date" label={LABELS.event_from_date} />
        <TimeInputField control={control} name="start_time" label={LABELS.start_time} />
        <DateInputField control={control} name="event_to_date" label={LABELS.event_to_date} />
        <TimeInputField control={control} name="end_time" label={LABELS.end_time} />
      </div>
      <InputField
        control={control}
        name="reason"
        label={LABELS.reason}
        className="content-start gap-1.5"
        maxLength={1000}
      />
    </LogDialogForm>
  );
}
