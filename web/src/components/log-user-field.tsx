import type { Control, FieldValues, Path } from "react-hook-form";

import { messages } from "@shared/messages.ts";

import { LabelledField } from "@/components/form/labelled-field";
import { Input } from "@/components/ui/input";
import { UserPicker } from "@/components/user-picker";

/** The person a log is about: a Create dialog picks them, an Edit dialog shows them fixed. */
export type LogSubject = { firstName: string; lastName: string } | null;

/** The name of the person a log is about ("Ann Lee"), or null for a new log. */
export function subjectName(log: LogSubject): string | null {
  return log ? `${log.firstName} ${log.lastName}` : null;
}

/**
 * The User field of a sickness-log or appointment-log dialog: the picker on Create; the log's
 * user, read-only, on Edit, since a log's user cannot change.
 */
export function LogUserField<V extends FieldValues & { user_id: string }, T = V>({
  log,
  control,
}: {
  log: LogSubject;
  control: Control<V, unknown, T>;
}) {
  const name = subjectName(log);
  return (
    <LabelledField control={control} name={"user_id" as Path<V>} label="User">
      {(field) =>
        name !== null ? <Input value={name} readOnly disabled /> : (
          <UserPicker
            ref={field.ref}
            value={field.value || null}
            onChange={(user) => field.onChange(user?.id ?? "")}
            placeholder={messages.searchAndSelectUser}
          />
        )}
    </LabelledField>
  );
}
