import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { PendingRequests } from "@/features/admin-holidays/components/pending-requests";

/** /admin-approval: the pending requests, approved or denied with a reason. */
export default function AdminApprovalRoute() {
  return (
    <Page title={messages.approveOrDenyTitle}>
      <PendingRequests />
    </Page>
  );
}
