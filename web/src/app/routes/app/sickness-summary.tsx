import { BradfordSection } from "@/features/bradford/components/bradford-section";
import { SicknessSummary } from "@/features/sickness-summary/components/sickness-summary";

/** /sickness-summary: sick days per user in a year, then the Bradford factor, for the admins. */
export default function SicknessSummaryRoute() {
  return (
    <div className="flex flex-col gap-10">
      <SicknessSummary />
      <BradfordSection />
    </div>
  );
}
