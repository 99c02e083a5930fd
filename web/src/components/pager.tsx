import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { messages } from "@shared/messages.ts";

import { Button } from "@/components/ui/button";

/** Pages needed for `total` rows, at least 1: pageCount(41, 20) → 3; pageCount(0, 20) → 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous, 'Page X of Y', Next. */
export function Pager({
  page,
  pages,
  onPageChange,
  isBusy = false,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  isBusy?: boolean;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 sm:justify-end">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1 || isBusy}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm tabular-nums" aria-live="polite">{messages.pageOf(page, pages)}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages || isBusy}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
