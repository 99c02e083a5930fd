import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { formatTime } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import {
  type CreateAppointment,
  createAppointmentSchema,
  updateAppointmentSchema,
} from "@shared/schemas/appointments.ts";

import { DateField } from "@/components/date-field";
import { LogDialogHead } from "@/components/log-dialog-head";
import { TimeField } from "@/components/time-field";
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
import { Input } from "@/components/ui/input";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

import { useCreateAppointmentLog } from "../api/create-appointment-log";
import type { AppointmentLog } from "../api/get-appointment-logs";
import { useUpdateAppointmentLog } from "../api/update-appointment-log";

/** What the dialog does: create an appointment, or edit one (its user cannot change). */
export type AppointmentLogDialogMode = { kind: "create" } | { kind: "edit"; log: AppointmentLog };

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
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {mode && (
          <AppointmentLogForm
            key={mode.kind === "edit" ? mode.log.id : "create"}
            mode={mode}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AppointmentLogForm({
  mode,
  onClose,
  onSaved,
}: {
  mode: AppointmentLogDialogMode;
  onClose: () => void;
  onSaved?: (log: AppointmentLog) => void;
}) {
  const log = mode.kind === "edit" ? mode.log : null;
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

  const create = useCreateAppointmentLog({
    onSuccess: (saved) => {
      toast.success(messages.appointmentLogCreated);
      onClose();
      onSaved?.(saved);
    },
    onError: (error) => {
      reportRefusal(messages.failedToCreateAppointmentLog, error, form.setError, LABELS);
    },
  });
  const update = useUpdateAppointmentLog({
    onSuccess: (saved) => {
      toast.success(messages.appointmentLogUpdated);
      onClose();
      onSaved?.(saved);
    },
    onError: (error) => {
      reportRefusal(messages.failedToUpdateAppointmentLog, error, form.setError, LABELS);
    },
  });
  const isBusy = create.isPending || update.isPending;

  function save({ user_id, ...appointment }: AppointmentLogValues) {
    if (log) update.mutate({ id: log.id, ...appointment });
    else create.mutate({ user_id, ...appointment });
  }

  const inputField = (
    name: Exclude<keyof AppointmentLogValues, "user_id">,
    label: string,
    type: "date" | "time" | "text",
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start gap-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {type === "date"
              ? <DateField label={label} {...field} />
              : type === "time"
              ? <TimeField {...field} />
              : <Input maxLength={1000} {...field} />}
          </FormControl>
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  );

  const title = log ? "Edit Appointment Log" : messages.createAppointmentLog;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid gap-4" noValidate>
        <LogDialogHead title={title} log={log} control={form.control} />
        <div className="grid gap-4 sm:grid-cols-2">
          {inputField("event_from_date", "Event From", "date")}
          {inputField("start_time", "Start Time", "time")}
          {inputField("event_to_date", "Event To", "date")}
          {inputField("end_time", "End Time", "time")}
        </div>
        {inputField("reason", "Reason", "text")}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={isBusy}>{log ? "Save" : "Create"}</Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
