import { type FormEvent, type ReactNode, useId, useState } from "react";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import type { Department } from "@/api/get-departments";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";

import type { AdminUser } from "../api/get-admin-users";
import { useUpdateUser } from "../api/update-user";
import { changedFields, draftOf, type UserDraft } from "../utils/user-draft";
import { USER_COLUMNS } from "./user-columns";
import { DepartmentSelect, RoleSelect } from "./user-selects";

/**
 * One user's fields, edited where their row was; Save sends only what changed. Vacation hours
 * are shown, never edited: the server computes them (spec section 5).
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
  const id = useId();
  const [draft, setDraft] = useState<UserDraft>(() => draftOf(user));
  const set = <K extends keyof UserDraft>(key: K, value: UserDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const update = useUpdateUser({
    onSuccess: () => {
      toast.success(messages.userUpdated);
      onDone();
    },
    onError: (error) =>
      toast.error(messages.failedToUpdateUser, {
        description: error instanceof ApiError && error.status < 500 && error.status !== 401
          ? error.error
          : undefined,
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = changedFields(user, draft);
    if (Object.keys(fields).length === 0) return onDone();
    update.mutate({ id: user.id, fields });
  }

  const field = (key: string, label: string, control: ReactNode) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      {control}
    </div>
  );
  const text = (key: "firstName" | "lastName" | "email", type = "text") =>
    field(
      key,
      USER_COLUMNS[key],
      <Input
        id={`${id}-${key}`}
        type={type}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
        maxLength={key === "email" ? 254 : 100}
        required
      />,
    );

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={`Edit ${user.firstName} ${user.lastName}`}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {text("firstName")}
        {text("lastName")}
        <div className="sm:col-span-2">{text("email", "email")}</div>
        {field(
          "role",
          USER_COLUMNS.role,
          <RoleSelect
            id={`${id}-role`}
            value={draft.role}
            onChange={(role) => set("role", role)}
          />,
        )}
        {field(
          "department",
          USER_COLUMNS.department,
          <DepartmentSelect
            id={`${id}-department`}
            value={draft.department_id}
            onChange={(departmentId) => set("department_id", departmentId)}
            departments={departments}
          />,
        )}
        {field(
          "total",
          USER_COLUMNS.totalVacationHours,
          <Input
            id={`${id}-total`}
            type="number"
            min={0}
            step={1}
            value={draft.total_vacation_hours}
            onChange={(event) => set("total_vacation_hours", event.target.value)}
            required
          />,
        )}
        {field(
          "start",
          USER_COLUMNS.startDate,
          <Input
            id={`${id}-start`}
            type="date"
            value={draft.start_date}
            onChange={(event) => set("start_date", event.target.value)}
            required
          />,
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {USER_COLUMNS.vacationHours}:{" "}
          <span className="font-medium text-foreground">{user.vacation_hours}</span>
        </p>
        <div className="grid flex-1 grid-cols-2 gap-2 sm:flex sm:flex-none">
          <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>
          <Button type="submit" disabled={update.isPending}>Save</Button>
        </div>
      </div>
    </form>
  );
}
