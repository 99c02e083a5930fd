import type { Control } from "react-hook-form";

import type { AppRole } from "@shared/roles.ts";

import type { Department } from "@/api/get-departments";
import { DateField } from "@/components/date-field";
import { LabelledField } from "@/components/form/labelled-field";
import { Input } from "@/components/ui/input";

import { USER_COLUMNS } from "./user-columns";
import { DepartmentSelect, RoleSelect } from "./user-selects";

/** A user's fields as the Create and Edit forms hold them: text, and the role from its select. */
export type UserFieldValues = {
  firstName: string;
  lastName: string;
  email: string;
  role: AppRole;
  department_id: string;
  total_vacation_hours: string;
  start_date: string;
};

/** The control of a form holding at least a user's fields, whatever it sends. */
// deno-lint-ignore no-explicit-any -- the Create and Edit forms send different shapes.
type UserControl<V extends UserFieldValues> = Control<V, unknown, any>;

/** The fields' control as this file reads it: only the user's fields. */
function userFieldsOf<V extends UserFieldValues>(control: UserControl<V>) {
  return control as unknown as UserControl<UserFieldValues>;
}

/**
 * First Name, Last Name (at most 100 characters) or Email (at most 254, as sign-in takes it),
 * as a required text input.
 */
export function UserTextField<V extends UserFieldValues>({ control, name, className }: {
  control: UserControl<V>;
  name: "firstName" | "lastName" | "email";
  className: string;
}) {
  return (
    <LabelledField
      control={userFieldsOf(control)}
      name={name}
      label={USER_COLUMNS[name]}
      className={className}
    >
      {(field) => (
        <Input
          type={name === "email" ? "email" : "text"}
          maxLength={name === "email" ? 254 : 100}
          required
          {...field}
        />
      )}
    </LabelledField>
  );
}

/** Role, Department, Total Vacation Hours and Start Date, side by side as the grid has room. */
export function UserPlaceFields<V extends UserFieldValues>({ control, departments, className }: {
  control: UserControl<V>;
  departments: readonly Department[];
  className: string;
}) {
  const fields = userFieldsOf(control);
  return (
    <>
      <LabelledField control={fields} name="role" label={USER_COLUMNS.role} className={className}>
        {(field) => <RoleSelect value={field.value} onChange={field.onChange} />}
      </LabelledField>
      <LabelledField
        control={fields}
        name="department_id"
        label={USER_COLUMNS.department}
        className={className}
      >
        {(field) => (
          <DepartmentSelect
            value={field.value}
            onChange={field.onChange}
            departments={departments}
          />
        )}
      </LabelledField>
      <LabelledField
        control={fields}
        name="total_vacation_hours"
        label={USER_COLUMNS.totalVacationHours}
        className={className}
      >
        {(field) => <Input type="number" min={0} step={1} required {...field} />}
      </LabelledField>
      <LabelledField
        control={fields}
        name="start_date"
        label={USER_COLUMNS.startDate}
        className={className}
      >
        {(field) => <DateField label={USER_COLUMNS.startDate} required {...field} />}
      </LabelledField>
    </>
  );
}
