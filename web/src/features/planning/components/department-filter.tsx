import { useId } from "react";

import { messages } from "@shared/messages.ts";

import { useDepartments } from "@/api/get-departments";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useErrorToast } from "@/hooks/use-error-toast";

/** Radix Select items cannot have "" as value; "" (all departments) is this one. */
const ALL = "__all__";

/** 'Filter by Department': 'All Departments' ("") or one department by name. */
export function DepartmentFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (department: string) => void;
}) {
  const id = useId();
  const departments = useDepartments();
  useErrorToast(departments.error, messages.failedToFetchDepartments);

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{messages.filterByDepartment}</Label>
      <Select
        value={value === "" ? ALL : value}
        onValueChange={(next) => onChange(next === ALL ? "" : next)}
      >
        <SelectTrigger id={id} className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{messages.allDepartments}</SelectItem>
          {departments.data?.map((department) => (
            <SelectItem key={department.id} value={department.name}>
              {department.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
