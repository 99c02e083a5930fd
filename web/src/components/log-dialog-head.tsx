import type { Control, FieldValues, Path } from "react-hook-form";

import { messages } from "@shared/messages.ts";

import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { UserPicker } from "@/components/user-picker";

/** The person a log is about: a Create dialog picks them, an Edit dialog shows them fixed. */
type LogSubject = { firstName: string; lastName: string } | null;

/**
 * The head of a sickness-log or appointment-log dialog: its title, and the User field (the
 * picker on Create; the log's user, read-only, on Edit, since a log's user cannot change).
 */
export function LogDialogHead<V extends FieldValues & { user_id: string }>({
  title,
  log,
  control,
}: {
  title: string;
  log: LogSubject;
  control: Control<V>;
}) {
  const name = log ? `${log.firstName} ${log.lastName}` : null;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="sr-only">{name ?? title}</DialogDescription>
      </DialogHeader>
      <FormField
        control={control}
        name={"user_id" as Path<V>}
        render={({ field }) => (
          <FormItem className="gap-1.5">
            <FormLabel>User</FormLabel>
            <FormControl>
              {name !== null ? <Input value={name} readOnly disabled /> : (
                <UserPicker
                  ref={field.ref}
                  value={field.value || null}
                  onChange={(user) => field.onChange(user?.id ?? "")}
                  placeholder={messages.searchAndSelectUser}
                />
              )}
            </FormControl>
            <FormMessage role="alert" />
          </FormItem>
        )}
      />
    </>
  );
}
