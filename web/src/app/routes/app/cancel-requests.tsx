import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { CancellationRequests } from "@/features/admin-holidays/components/cancellation-requests";

/** /cancel-requests: cancellations the owners asked for, approved or rejected. */
export default function CancelRequestsRoute() {
  return (
    <Page title={messages.cancellationRequestsTitle}>
      <CancellationRequests />
    </Page>
  );
}
