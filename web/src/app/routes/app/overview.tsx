import { Page } from "@/app/page";
import { OverviewScreen } from "@/features/overview/components/overview-screen";
import { overviewMessages } from "@/features/overview/messages";

/** /overview: the administrator's overview of cover, requests and this year (issue 17). */
export default function OverviewRoute() {
  return (
    <Page title={overviewMessages.title} layout="shrinking">
      <OverviewScreen />
    </Page>
  );
}
