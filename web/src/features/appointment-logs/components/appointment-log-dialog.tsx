import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { formatTime } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import type { CreateAppointment } from "@shared/schemas/appointments.ts";

import { LogDialogHead } from "@/components/log-dialog-head";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { refusalDetail } from "@/lib/refusal";

import { useCreateAppointmentLog } from "../api/create-appointment-log";
import type { AppointmentLog } from "../api/get-appointment-logs";
import { useUpdateAppointmentLog } from "../api/update-appointment-log";

/** What the dialog does: create an appointment, or edit one (its user cannot change). */
export type AppointmentLogDialogMode = { kind: "create" } | { kind: "edit"; log: AppointmentLog };

/** An appointment's fields as the inputs hold them: text, and the picked user's id ("" until picked). */
type AppointmentLogValues = { [K in keyof CreateAppointment]-?: string };

/**
 * The create and edit modals of an appointment log: the same fields, the user read-only in
 * edit. No client validation (spec section 5): the server's schema checks the log and its
 * refusal is shown with the toast.
 */
export function AppointmentLogDialog({
  mode,
  onClose,
}: {
  mode: AppointmentLogDialogMode | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {mode && (
          <AppointmentLogForm
            key={mode.kind === "edit" ? mode.log.id : "create"}
            mode={mode}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AppointmentLogForm({
  mode,
  onClose,
}: {
  mode: AppointmentLogDialogMode;
  onClose: () => void;
}) {
  const log = mode.kind === "edit" ? mode.log : null;
  const form = useForm<AppointmentLogValues>({
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
    onSuccess: () => {
      toast.success(messages.appointmentLogCreated);
      onClose();
    },
    onError: (error) => toast.error(messages.failedToCreateAppointmentLog, refusalDetail(error)),
  });
  const update = useUpdateAppointmentLog({
    onSuccess: () => {
      toast.success(messages.appointmentLogUpdated);
      onClose();
    },
    onError: (error) => toast.error(messages.failedToUpdateAppointmentLog, refusalDetail(error)),
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
        <FormItem className="gap-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type={type} maxLength={type === "text" ? 1000 : undefined} {...field} />
          </FormControl>
        </FormItem>
      )}
    />
  );

  const title = log ? "Edit Appointment Log" : messages.createAppointmentLog;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid gap-4">
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
