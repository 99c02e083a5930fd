import { NO_DEPARTMENT } from "@shared/departments.ts";
import { APP_ROLES, type AppRole, roleLabel } from "@shared/roles.ts";

import type { Department } from "@/api/get-departments";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

/** Radix Select items cannot have "" as value: this one stands for "no department". */
const NONE = "none";

type TriggerProps = { id?: string; "aria-label"?: string; size?: "sm" | "default" };

export function RoleSelect({
  value,
  onChange,
  ...trigger
}: TriggerProps & { value: AppRole; onChange: (role: AppRole) => void }) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as AppRole)}>
      <SelectTrigger className="w-full" {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {APP_ROLES.map((role) => <SelectItem key={role} value={role}>{roleLabel(role)}
        </SelectItem>)}
      </SelectContent>
    </Select>
  );
}

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
  return (
    <Select
      value={value || NONE}
      onValueChange={(next) => onChange(next === NONE ? "" : next)}
    >
      <SelectTrigger className="w-full" {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{NO_DEPARTMENT}</SelectItem>
        {departments.map((department) => (
          <SelectItem key={department.id} value={String(department.id)}>
            {department.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
