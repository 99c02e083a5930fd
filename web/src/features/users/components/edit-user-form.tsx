import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCogIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { messages } from "@shared/messages.ts";
import { type CreateUser, type UpdateUser, updateUserSchema } from "@shared/schemas/users.ts";

import type { Department } from "@/api/get-departments";
import { CheckedForm } from "@/components/form/checked-form";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { Button } from "@/components/ui/button";
import { withLabels } from "@/lib/field-errors";

import type { AdminUser } from "../api/get-admin-users";
import { useUpdateUser } from "../api/update-user";
import { POLICY_WORDS } from "./policy-words";
import { USER_COLUMNS } from "./user-columns";
import { UserPolicyDialog } from "./user-policy-dialog";
import { UserPlaceFields, UserTextField } from "./user-fields";

type EditableUser = Omit<CreateUser, "password">;

/** A user's editable fields as the inputs hold them: text, and the role from its select. */
type UserEditValues = {
  [K in keyof EditableUser]: EditableUser[K] extends string ? EditableUser[K] : string;
};

/** The shared schema reading the form's values: "160" → 160, no department "" → null. */
const userEditSchema = z.preprocess((values: UserEditValues) => values, updateUserSchema);

/** The fields as the server names them, with the labels the form shows. */
const LABELS = {
  firstName: USER_COLUMNS.firstName,
  lastName: USER_COLUMNS.lastName,
  email: USER_COLUMNS.email,
  role: USER_COLUMNS.role,
  department_id: USER_COLUMNS.department,
  total_vacation_hours: USER_COLUMNS.totalVacationHours,
  start_date: USER_COLUMNS.startDate,
};

/** The inputs' values of a saved user. */
function valuesOf(user: EditableUser): UserEditValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    total_vacation_hours: String(user.total_vacation_hours),
    start_date: user.start_date,
    department_id: user.department_id === null ? "" : String(user.department_id),
  };
}

/** Only what the edit changes: the parsed fields that differ from the saved user. */
function changedFields(user: EditableUser, edit: Partial<EditableUser>): Partial<EditableUser> {
  return Object.fromEntries(
    (Object.keys(edit) as (keyof EditableUser)[])
      .filter((key) => edit[key] !== undefined && edit[key] !== user[key])
      .map((key) => [key, edit[key]]),
  );
}

/**
 * One user's fields, edited where their row was; Save sends only what changed. Vacation hours
 * are shown, never edited: the server computes them (spec section 5). Their working pattern and
 * allowance open in a dialog of their own, saved apart from these fields; it is drawn outside
 * this form, since a portal's submit would still reach the form through React's tree.
 */
export function EditUserForm({
  user,
  departments,
  onDone,
}: {
  user: AdminUser;
  departments: readonly Department[];
  onDone: () => void;
}) {
  // The server's schema checks the fields first; each message shows under its field.
  const form = useForm({
    resolver: withLabels(zodResolver(userEditSchema), LABELS),
    defaultValues: valuesOf(user),
  });
  const [isPolicyOpen, setIsPolicyOpen] = useState(false);

  // A refusal says what to fix (an email in use) under the title and beside the field.
  const update = useUpdateUser(
    saveCallbacks(form.setError, LABELS, onDone)(messages.userUpdated, messages.failedToUpdateUser),
  );

  function save(edit: UpdateUser) {
    const fields = changedFields(user, edit);
    if (Object.keys(fields).length === 0) return onDone();
    update.mutate({ id: user.id, fields });
  }

  const text = (name: "firstName" | "lastName" | "email") => (
    <UserTextField control={form.control} name={name} className="content-start gap-1.5" />
  );

  return (
    <>
      <CheckedForm
        form={form}
        onSubmit={save}
        aria-label={`Edit ${user.firstName} ${user.lastName}`}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {text("firstName")}
          {text("lastName")}
          <div className="sm:col-span-2">{text("email")}</div>
          <UserPlaceFields
            control={form.control}
            departments={departments}
            className="content-start gap-1.5"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">
              {USER_COLUMNS.vacationHours}:{" "}
              <span className="font-medium text-foreground">{user.vacation_hours}</span>
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setIsPolicyOpen(true)}
            >
              <CalendarCogIcon aria-hidden="true" />
              {POLICY_WORDS.title}
            </Button>
          </div>
          <div className="grid flex-1 grid-cols-2 gap-2 sm:flex sm:flex-none">
            <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>
            <Button type="submit" disabled={update.isPending}>Save</Button>
          </div>
        </div>
      </CheckedForm>
      <UserPolicyDialog user={user} open={isPolicyOpen} onOpenChange={setIsPolicyOpen} />
    </>
  );
}
