import { NO_DEPARTMENT } from "@shared/departments.ts";
import { APP_ROLES, roleLabel } from "@shared/roles.ts";

import type { Department } from "@/api/get-departments";
import { OptionSelect } from "@/components/option-select";

/** Radix Select items cannot have "" as value: this one stands for "no department". */
const NONE = "none";

/** The roles a user may have, as a select offers them: "Global Administrator". */
export const ROLE_OPTIONS = APP_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

type TriggerProps = { id?: string; "aria-label"?: string };

/** A department by id ("" for none), from the departments list. */
export function DepartmentSelect({
  value,
  onChange,
  departments,
  ...trigger
}: TriggerProps & {
  value: string;
  onChange: (departmentId: string) => void;
  departments: readonly Department[];
}) {
  const options = [
    { value: NONE, label: NO_DEPARTMENT },
    ...departments.map(({ id, name }) => ({ value: String(id), label: name })),
  ];
  return (
    <OptionSelect
      value={value || NONE}
      onChange={(next) => onChange(next === NONE ? "" : next)}
      options={options}
      {...trigger}
    />
  );
}
