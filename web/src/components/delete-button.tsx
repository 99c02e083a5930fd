import { Trash2Icon } from "lucide-react";
import type { ComponentProps } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A row's Delete (or `label`: Remove) button, named for its row: "Delete Forklift". */
export function DeleteButton({ name, label = "Delete", className, ...button }:
  & Omit<ComponentProps<typeof Button>, "children">
  & { name: string; label?: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn("text-destructive", className)}
      aria-label={`${label} ${name}`}
      {...button}
    >
      <Trash2Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
