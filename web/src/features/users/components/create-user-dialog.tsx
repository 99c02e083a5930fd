import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import {
  DEFAULT_START_DATE,
  DEFAULT_TOTAL_VACATION_HOURS,
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
} from "@shared/constants.ts";
import { messages } from "@shared/messages.ts";
import { type CreateUser, createUserSchema } from "@shared/schemas/users.ts";

import type { Department } from "@/api/get-departments";
import { CreateDialog } from "@/components/form/create-dialog";
import { InputField } from "@/components/form/input-fields";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { withLabels } from "@/lib/field-errors";

import { useCreateUser } from "../api/create-user";
import type { AdminUser } from "../api/get-admin-users";
import { UserPlaceFields, UserTextField } from "./user-fields";

/** A new user's fields as the inputs hold them: text, and the role from its select. */
type NewUserValues = {
  [K in keyof CreateUser]: CreateUser[K] extends string ? CreateUser[K] : string;
};

/** The shared schema reading the dialog's values: "160" → 160, no department "" → null. */
const newUserSchema = z.preprocess((values: NewUserValues) => values, createUserSchema);

/** The fields as the server names them, with the labels the dialog shows. */
const LABELS = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  password: "Password",
  role: "Role",
  department_id: "Department",
  total_vacation_hours: "Total Vacation Hours",
  start_date: "Start Date",
};

const EMPTY_USER: NewUserValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  role: "employee",
  total_vacation_hours: String(DEFAULT_TOTAL_VACATION_HOURS),
  start_date: DEFAULT_START_DATE,
  department_id: "",
};

/**
 * The Create User button and its dialog; vacation hours are the server's to compute.
 * `onCreated` gets the new user's row, e.g. to bring them into view.
 */
export function CreateUserDialog({
  departments,
  onCreated,
}: {
  departments: readonly Department[];
  onCreated?: (user: AdminUser) => void;
}) {
  const [open, setOpen] = useState(false);
  // The server's schema checks the fields first; each message shows under its field.
  const form = useForm({
    resolver: withLabels(zodResolver(newUserSchema), LABELS),
    defaultValues: EMPTY_USER,
  });

  // A refusal says what to fix (an email in use) under the title and beside the field.
  const create = useCreateUser(
    saveCallbacks(form.setError, LABELS, (created: AdminUser) => {
      setOpen(false);
      form.reset();
      onCreated?.(created);
    })(messages.userCreated, messages.failedToCreateUser),
  );

  const text = (name: "firstName" | "lastName" | "email") => (
    <UserTextField control={form.control} name={name} className="content-start" />
  );

  return (
    <CreateDialog
      title={messages.createUser}
      open={open}
      onOpenChange={setOpen}
      form={form}
      onSubmit={(user) => create.mutate(user)}
      isBusy={create.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName")}
        {text("lastName")}
      </div>
      {text("email")}
      <InputField
        control={form.control}
        name="password"
        label="Password"
        className="content-start"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={MAX_PASSWORD_BYTES}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <UserPlaceFields
          control={form.control}
          departments={departments}
          className="content-start"
        />
      </div>
    </CreateDialog>
  );
}
