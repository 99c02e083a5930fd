import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { BradfordSection } from "@/features/bradford/components/bradford-section";
import { LogFollowUps } from "@/features/sickness-follow-ups/components/log-follow-ups";
import { SicknessLogs } from "@/features/sickness-logs/components/sickness-logs";
import { useAuth } from "@/lib/session";

/**
 * /sickness-logs: Global Administrators and Sickness Users keep the sickness logs. A Sickness
 * User reads the Bradford factor under them; an administrator reads it on /sickness-summary, a
 * page only they open.
 */
export default function SicknessLogsRoute() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-10">
      <Page title={messages.manageSicknessLogsTitle}>
        <SicknessLogs extras={LogFollowUps} />
      </Page>
      {user?.role === "sickness_user" && <BradfordSection />}
    </div>
  );
}
