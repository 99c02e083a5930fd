import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { AppointmentLogs } from "@/features/appointment-logs/components/appointment-logs";

/** /appointment-logs: the admins' appointment logs. */
export default function AppointmentLogsRoute() {
  return (
    <Page title={messages.manageAppointmentLogsTitle}>
      <AppointmentLogs />
    </Page>
  );
}
