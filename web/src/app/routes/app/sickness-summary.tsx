import { SicknessSummary } from "@/features/sickness-summary/components/sickness-summary";

/** /sickness-summary: sick days per user in a year, for the admins. */
export default function SicknessSummaryRoute() {
  return <SicknessSummary />;
}
