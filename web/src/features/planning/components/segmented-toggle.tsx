import { Button } from "@/components/ui/button";

type Option<T extends string> = { value: T; label: string };

/** Two or more buttons of which one is on (aria-pressed): 'View Calendar' / 'View List'. */
export function SegmentedToggle<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  /** What the group chooses, for screen readers. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly Option<T>[];
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex w-fit max-w-full flex-wrap rounded-md border p-0.5"
    >
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          size="sm"
          variant={option.value === value ? "default" : "ghost"}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
