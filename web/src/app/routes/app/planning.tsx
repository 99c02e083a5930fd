import { messages } from "@shared/messages.ts";

import { PlanningScreen } from "@/features/planning/components/planning-screen";

/** /planning: the admins' holiday planning, calendar or list. */
export default function PlanningRoute() {
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.holidayPlanning}</h1>
      <PlanningScreen />
    </section>
  );
}
