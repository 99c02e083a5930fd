import { LabelledSelect } from "@/components/option-select";

import { useLeaveTypeChoices } from "../api/get-leave-type-choices";
import { adminHolidayMessages } from "../messages";

const ALL = "all";

/**
 * The "Leave type" select of the pending list and the archive (issue 33): every type, or one.
 * Nothing while only Holiday is active, so the lists are the spec's; `value` undefined is every
 * type.
 */
export function LeaveTypeFilter({ value, onChange, className }: {
  value: number | undefined;
  onChange: (leaveTypeId: number | undefined) => void;
  className?: string;
}) {
  const types = useLeaveTypeChoices();
  if (types.length === 0) return null;
  const options = [
    { value: ALL, label: adminHolidayMessages.allLeaveTypes },
    ...types.map((type) => ({ value: String(type.id), label: type.name })),
  ];
  return (
    <LabelledSelect
      label={adminHolidayMessages.leaveTypeFilter}
      value={value === undefined ? ALL : String(value)}
      onChange={(next) => onChange(next === ALL ? undefined : Number(next))}
      options={options}
      className={className ?? "flex flex-col gap-2 sm:w-56"}
    />
  );
}
