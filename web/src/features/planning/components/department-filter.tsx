import { useId, useMemo } from "react";

import { messages } from "@shared/messages.ts";

import { useDepartments } from "@/api/get-departments";
import { OptionSelect } from "@/components/option-select";
import { useErrorToast } from "@/hooks/use-error-toast";

import { ToolbarField } from "./toolbar-field";

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
  const options = useMemo(
    () => [
      { value: ALL, label: messages.allDepartments },
      ...(departments.data ?? []).map(({ name }) => ({ value: name, label: name })),
    ],
    [departments.data],
  );

  return (
    <ToolbarField id={id} label={messages.filterByDepartment}>
      <OptionSelect
        id={id}
        value={value === "" ? ALL : value}
        onChange={(next) => onChange(next === ALL ? "" : next)}
        options={options}
        className="sm:w-56"
      />
    </ToolbarField>
  );
}
