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
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DateField } from "@/components/date-field";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

import { useCreateUser } from "../api/create-user";
import type { AdminUser } from "../api/get-admin-users";
import { DepartmentSelect, RoleSelect } from "./user-selects";

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

  const text = (name: "firstName" | "lastName", label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input maxLength={100} required {...field} />
          </FormControl>
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
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
        <DialogHeader>
          <DialogTitle>{messages.createUser}</DialogTitle>
          <DialogDescription className="sr-only">{messages.createUser}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit((user) => create.mutate(user))}
            className="grid gap-4"
            noValidate
          >
            <div className="grid gap-4 sm:grid-cols-2">
              {text("firstName", "First Name")}
              {text("lastName", "Last Name")}
            </div>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem className="content-start">
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" required {...field} />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem className="content-start">
                  <FormLabel>Password</FormLabel>
                  <FormControl>
                    <Input
                      type="password"
                      autoComplete="new-password"
                      minLength={MIN_PASSWORD_LENGTH}
                      maxLength={MAX_PASSWORD_BYTES}
                      required
                      {...field}
                    />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="role"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Role</FormLabel>
                    <FormControl>
                      <RoleSelect value={field.value} onChange={field.onChange} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="department_id"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Department</FormLabel>
                    <FormControl>
                      <DepartmentSelect
                        value={field.value}
                        onChange={field.onChange}
                        departments={departments}
                      />
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="total_vacation_hours"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Total Vacation Hours</FormLabel>
                    <FormControl>
                      <Input type="number" min={0} step={1} required {...field} />
                    </FormControl>
                    <FormMessage role="alert" />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="start_date"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Start Date</FormLabel>
                    <FormControl>
                      <DateField label="Start Date" required {...field} />
                    </FormControl>
                    <FormMessage role="alert" />
                  </FormItem>
                )}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? messages.submitting : "Create"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
