import { Page } from "@/app/page";
import { ToilScreen } from "@/features/toil/components/toil-screen";
import { toilMessages as texts } from "@/features/toil/messages";

/**
 * /time-off-in-lieu (issue 33): the person's balance and extra hours, and an administrator's
 * approvals. The menu offers it only while the TOIL type is turned on.
 */
export default function ToilRoute() {
  return (
    <Page title={texts.title} layout="sections">
      <ToilScreen />
    </Page>
  );
}
