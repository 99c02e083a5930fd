import { SickDaysLine } from "@/components/charts/sick-days-line";

import { overviewMessages as texts } from "../messages";
import { OverviewSection } from "./overview-section";

/** Sick days per month of this year (January first), as a line. */
export function SickDaysChart({ data }: { data: readonly number[] }) {
  return (
    <OverviewSection title={texts.sickDaysByMonth}>
      <SickDaysLine data={data} caption={texts.sickDaysByMonth} />
    </OverviewSection>
  );
}
