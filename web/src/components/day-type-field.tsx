import { DAY_TYPE_LABELS, DAY_TYPES, type DayType } from "@shared/hours.ts";

import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

/** A labelled Full Day / Morning / Afternoon select, for either end of a holiday. */
export function DayTypeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: DayType;
  onChange: (value: DayType) => void;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as DayType)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DAY_TYPES.map((dayType) => (
            <SelectItem key={dayType} value={dayType}>
              {DAY_TYPE_LABELS[dayType]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
