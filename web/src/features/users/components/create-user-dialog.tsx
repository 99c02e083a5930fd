import { PlusIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";

import {
  DEFAULT_START_DATE,
  DEFAULT_TOTAL_VACATION_HOURS,
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
} from "@shared/constants.ts";
import { messages } from "@shared/messages.ts";

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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";

import { useCreateUser } from "../api/create-user";
import { fieldsOf, type UserDraft } from "../utils/user-draft";
import { DepartmentSelect, RoleSelect } from "./user-selects";

const EMPTY_USER: UserDraft & { password: string } = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  role: "employee",
  total_vacation_hours: String(DEFAULT_TOTAL_VACATION_HOURS),
  start_date: DEFAULT_START_DATE,
  department_id: "",
};

/** The Create User button and its dialog; vacation hours are the server's to compute. */
export function CreateUserDialog({ departments }: { departments: readonly Department[] }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY_USER);
  const id = useId();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const create = useCreateUser({
    onSuccess: () => {
      toast.success(messages.userCreated);
      setOpen(false);
      setValues(EMPTY_USER);
    },
    // A 400 or 409 says what to fix (an email in use, a short password): shown under the title.
    onError: (error) =>
      toast.error(messages.failedToCreateUser, {
        description: error instanceof ApiError && error.status < 500 && error.status !== 401
          ? error.error
          : undefined,
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ ...fieldsOf(values), password: values.password });
  }

  const text = (key: "firstName" | "lastName", label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
        maxLength={100}
        required
      />
    </div>
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
        <form onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {text("firstName", "First Name")}
            {text("lastName", "Last Name")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={values.email}
              onChange={(event) => set("email", event.target.value)}
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set("password", event.target.value)}
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_BYTES}
              required
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-role`}>Role</Label>
              <RoleSelect
                id={`${id}-role`}
                value={values.role}
                onChange={(role) => set("role", role)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-department`}>Department</Label>
              <DepartmentSelect
                id={`${id}-department`}
                value={values.department_id}
                onChange={(departmentId) => set("department_id", departmentId)}
                departments={departments}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-total`}>Total Vacation Hours</Label>
              <Input
                id={`${id}-total`}
                type="number"
                min={0}
                step={1}
                value={values.total_vacation_hours}
                onChange={(event) => set("total_vacation_hours", event.target.value)}
                required
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-start`}>Start Date</Label>
              <Input
                id={`${id}-start`}
                type="date"
                value={values.start_date}
                onChange={(event) => set("start_date", event.target.value)}
                required
              />
            </div>
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
      </DialogContent>
    </Dialog>
  );
}
