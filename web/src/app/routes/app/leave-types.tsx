import { Link } from "react-router";

import { Page } from "@/app/page";
import { paths } from "@/config/paths";
import { LeaveTypes } from "@/features/settings/components/leave-types";
import { ToilExpirySetting } from "@/features/toil/components/toil-expiry-setting";
import { leaveTypeMessages as texts } from "@/features/settings/leave-type-messages";
import { settingsMessages } from "@/features/settings/messages";

/**
 * /settings/leave-types (issue 33): the company's kinds of leave, opened from Settings. A page
 * of its own so that Settings keeps its twelve sections.
 */
export default function LeaveTypesRoute() {
  return (
    <Page title={texts.title} layout="sections">
      <Link
        to={paths.app.settings.path}
        className="w-fit text-sm font-medium text-primary underline underline-offset-4"
      >
        Back to {settingsMessages.title}
      </Link>
      <LeaveTypes />
      <ToilExpirySetting />
    </Page>
  );
}
