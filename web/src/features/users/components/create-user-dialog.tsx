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
import { zodErrorMessage } from "@shared/schemas/common.ts";
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
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { refusalDetail } from "@/lib/refusal";

import { useCreateUser } from "../api/create-user";
import type { AdminUser } from "../api/get-admin-users";
import { DepartmentSelect, RoleSelect } from "./user-selects";

/** A new user's fields as the inputs hold them: text, and the role from its select. */
type NewUserValues = {
  [K in keyof CreateUser]: CreateUser[K] extends string ? CreateUser[K] : string;
};

/** The shared schema reading the dialog's values: "160" → 160, no department "" → null. */
const newUserSchema = z.preprocess((values: NewUserValues) => values, createUserSchema);

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
  const form = useForm({ resolver: zodResolver(newUserSchema), defaultValues: EMPTY_USER });

  // A refusal says what to fix (an email in use, a short password) under the title.
  const showFailure = (reason?: string) =>
    toast.error(messages.failedToCreateUser, { description: reason });
  const create = useCreateUser({
    onSuccess: (created) => {
      toast.success(messages.userCreated);
      setOpen(false);
      form.reset();
      onCreated?.(created);
    },
    onError: (error) =>
      showFailure(
        refusalDetail(error).description,
      ),
  });

  // What the server's schema would refuse is refused here, with the server's words.
  const refuse = () => {
    const parsed = newUserSchema.safeParse(form.getValues());
    showFailure(parsed.error && zodErrorMessage(parsed.error));
  };

  const text = (name: "firstName" | "lastName", label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input maxLength={100} required {...field} />
          </FormControl>
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
            onSubmit={form.handleSubmit((user) => create.mutate(user), refuse)}
            className="grid gap-4"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              {text("firstName", "First Name")}
              {text("lastName", "Last Name")}
            </div>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" required {...field} />
                  </FormControl>
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
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
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="role"
                render={({ field }) => (
                  <FormItem>
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
                  <FormItem>
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
                  <FormItem>
                    <FormLabel>Total Vacation Hours</FormLabel>
                    <FormControl>
                      <Input type="number" min={0} step={1} required {...field} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="start_date"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Start Date</FormLabel>
                    <FormControl>
                      <Input type="date" required {...field} />
                    </FormControl>
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
