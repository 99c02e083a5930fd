import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
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
import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/form/form-dialog";
import { LabelledField } from "@/components/form/labelled-field";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

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

  const create = useCreateUser({
    onSuccess: (created) => {
      toast.success(messages.userCreated);
      setOpen(false);
      form.reset();
      onCreated?.(created);
    },
    // A refusal says what to fix (an email in use) under the title and beside the field.
    onError: (error) => {
      reportRefusal(messages.failedToCreateUser, error, form.setError, LABELS);
    },
  });

  const text = (name: "firstName" | "lastName" | "email") => (
    <UserTextField control={form.control} name={name} className="content-start" />
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          {messages.createUser}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogForm
          form={form}
          onSubmit={(user) => create.mutate(user)}
          title={messages.createUser}
          description={messages.createUser}
          isDescriptionHidden
          isEdit={false}
          isBusy={create.isPending}
          onCancel={() => setOpen(false)}
          submitLabel={create.isPending ? messages.submitting : "Create"}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {text("firstName")}
            {text("lastName")}
          </div>
          {text("email")}
          <LabelledField
            control={form.control}
            name="password"
            label="Password"
            className="content-start"
          >
            {(field) => (
              <Input
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={MAX_PASSWORD_BYTES}
                required
                {...field}
              />
            )}
          </LabelledField>
          <div className="grid gap-4 sm:grid-cols-2">
            <UserPlaceFields
              control={form.control}
              departments={departments}
              className="content-start"
            />
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
