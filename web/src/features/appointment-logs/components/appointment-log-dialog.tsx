import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";

import { formatTime } from "@shared/dates.ts";
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
import { UserPicker } from "@/components/user-picker";
import { refusalDetail } from "@/lib/refusal";

import { type AppointmentLogInput, useCreateAppointmentLog } from "../api/create-appointment-log";
import type { AppointmentLog } from "../api/get-appointment-logs";
import { useUpdateAppointmentLog } from "../api/update-appointment-log";

/** What the dialog does: create an appointment, or edit one (its user cannot change). */
export type AppointmentLogDialogMode = { kind: "create" } | { kind: "edit"; log: AppointmentLog };

/**
 * The create and edit modals of an appointment log: the same fields, the user read-only in
 * edit. No client validation (spec section 5): the server's refusal is shown with the toast.
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
  const ids = {
    user: useId(),
    from: useId(),
    to: useId(),
    start: useId(),
    end: useId(),
    reason: useId(),
  };
  const log = mode.kind === "edit" ? mode.log : null;
  const [userId, setUserId] = useState<string | null>(null);
  const [values, setValues] = useState<AppointmentLogInput>({
    event_from_date: log?.event_from_date ?? "",
    event_to_date: log?.event_to_date ?? "",
    start_time: formatTime(log?.start_time),
    end_time: formatTime(log?.end_time),
    reason: log?.reason ?? "",
  });
  const set = (key: keyof AppointmentLogInput, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (log) update.mutate({ id: log.id, ...values });
    else create.mutate({ user_id: userId ?? "", ...values });
  }

  const title = log ? "Edit Appointment Log" : messages.createAppointmentLog;
  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="sr-only">
          {log ? `${log.firstName} ${log.lastName}` : title}
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
        <Field
          id={ids.from}
          label="Event From"
          type="date"
          value={values.event_from_date}
          onChange={(value) => set("event_from_date", value)}
        />
        <Field
          id={ids.start}
          label="Start Time"
          type="time"
          value={values.start_time}
          onChange={(value) => set("start_time", value)}
        />
        <Field
          id={ids.to}
          label="Event To"
          type="date"
          value={values.event_to_date}
          onChange={(value) => set("event_to_date", value)}
        />
        <Field
          id={ids.end}
          label="End Time"
          type="time"
          value={values.end_time}
          onChange={(value) => set("end_time", value)}
        />
      </div>
      <Field
        id={ids.reason}
        label="Reason"
        type="text"
        value={values.reason}
        onChange={(value) => set("reason", value)}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
        <Button type="submit" disabled={isBusy}>{log ? "Save" : "Create"}</Button>
      </DialogFooter>
    </form>
  );
}

function Field({
  id,
  label,
  type,
  value,
  onChange,
}: {
  id: string;
  label: string;
  type: "date" | "time" | "text";
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        maxLength={type === "text" ? 1000 : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
