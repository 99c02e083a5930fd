import { messages } from "@shared/messages.ts";

import { AppointmentLogs } from "@/features/appointment-logs/components/appointment-logs";

/** /appointment-logs: the admins' appointment logs. */
export default function AppointmentLogsRoute() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        {messages.manageAppointmentLogsTitle}
      </h1>
      <AppointmentLogs />
    </section>
  );
}
