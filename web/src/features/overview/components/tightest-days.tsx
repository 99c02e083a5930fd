import { formatDate } from "@shared/dates.ts";
import type { Overview } from "@shared/schemas/cover.ts";

import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useSidewaysOverflow } from "@/hooks/use-sideways-overflow";

import { overviewMessages as texts } from "../messages";
import { count } from "../utils/overview-words";
import { OverviewSection } from "./overview-section";

/**
 * Each department's tightest day of the next 8 weeks: the day, present and needed ("–" with no
 * rule, kept short so that the table fits a phone).
 */
export function TightestDays({ days }: { days: Overview["tightest"] }) {
  const scroller = useSidewaysOverflow<HTMLDivElement>();
  return (
    <OverviewSection title={texts.tightest}>
      {days.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.noTightest}</p>
        : (
          <Table
            containerProps={{
              ref: scroller.ref,
              // Columns out of sight can be scrolled to with the arrow keys, once focused.
              tabIndex: scroller.overflows ? 0 : undefined,
              className:
                "rounded-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
            }}
            // Narrower cells on a phone, where the four columns fit only so.
            className="[&_td]:px-1 [&_th]:px-1 wide:[&_td]:px-2 wide:[&_th]:px-2"
          >
            <TableHeader>
              <TableRow>
                <TableHead>{texts.department}</TableHead>
                <TableHead>{texts.day}</TableHead>
                <TableHead className="text-right whitespace-normal">{texts.present}</TableHead>
                <TableHead className="text-right whitespace-normal">{texts.needed}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {days.map((row) => {
                const isShort = row.needed !== null && row.present < row.needed;
                return (
                  <TableRow key={row.department}>
                    <TableCell className="font-medium whitespace-normal">
                      {row.department}
                    </TableCell>
                    <TableCell>{formatDate(row.day)}</TableCell>
                    <TableCell
                      className={isShort ? "text-right font-semibold text-red-800" : "text-right"}
                    >
                      {count(row.present)}
                    </TableCell>
                    <TableCell className="text-right">
                      {row.needed === null
                        ? (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">{texts.noRule}</span>
                          </>
                        )
                        : count(row.needed)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
    </OverviewSection>
  );
}
