import { messages } from "@shared/messages.ts";

import { SicknessLogs } from "@/features/sickness-logs/components/sickness-logs";

/** /sickness-logs: Global Administrators and Sickness Users keep the sickness logs. */
export default function SicknessLogsRoute() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.manageSicknessLogsTitle}</h1>
      <SicknessLogs />
    </section>
  );
}
