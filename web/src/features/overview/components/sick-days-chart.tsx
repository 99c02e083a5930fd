import { SickDaysLine } from "@/components/charts/sick-days-line";

import { overviewMessages as texts } from "../messages";
import { OverviewSection } from "./overview-section";

/** Sick days per month of this year (January first) up to this month (`through`), as a line. */
export function SickDaysChart({ data, through }: { data: readonly number[]; through: number }) {
  return (
    <OverviewSection title={texts.sickDaysByMonth}>
      <SickDaysLine data={data} caption={texts.sickDaysByMonth} through={through} />
    </OverviewSection>
  );
}
