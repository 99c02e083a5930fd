import { OverviewScreen } from "@/features/overview/components/overview-screen";
import { overviewMessages } from "@/features/overview/messages";

/** /overview: the administrator's overview of cover, requests and this year (issue 17). */
export default function OverviewRoute() {
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{overviewMessages.title}</h1>
      <OverviewScreen />
    </section>
  );
}
