import type { Control } from "react-hook-form";

import type { AppRole } from "@shared/roles.ts";

import type { Department } from "@/api/get-departments";
import { DateInputField, InputField } from "@/components/form/input-fields";
import { LabelledField, SelectField } from "@/components/form/labelled-field";

import { USER_COLUMNS } from "./user-columns";
import { DepartmentSelect, ROLE_OPTIONS } from "./user-selects";

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
  const isEmail = name === "email";
  return (
    <InputField
      control={userFieldsOf(control)}
      name={name}
      label={USER_COLUMNS[name]}
      className={className}
      type={isEmail ? "email" : "text"}
      maxLength={isEmail ? 254 : 100}
      required
    />
  );
}

/** Role, Department, Total Vacation Hours and Start Date, side by side as the grid has room. */
export function UserPlaceFields<V extends UserFieldValues>({ control, departments, className }: {
  control: UserControl<V>;
  departments: readonly Department[];
  className: string;
}) {
  const place = { control: userFieldsOf(control), className };
  return (
    <>
      <SelectField {...place} name="role" label={USER_COLUMNS.role} options={ROLE_OPTIONS} />
      <LabelledField {...place} name="department_id" label={USER_COLUMNS.department}>
        {({ value, onChange }) => (
          <DepartmentSelect value={value} onChange={onChange} departments={departments} />
        )}
      </LabelledField>
      <InputField
        {...place}
        name="total_vacation_hours"
        label={USER_COLUMNS.totalVacationHours}
        type="number"
        min={0}
        step={1}
        required
      />
      <DateInputField {...place} name="start_date" label={USER_COLUMNS.startDate} required />
    </>
  );
}
