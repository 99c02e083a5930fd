import { messages } from "@shared/messages.ts";

import { PendingRequests } from "@/features/admin-holidays/components/pending-requests";

/** /admin-approval: the pending requests, approved or denied with a reason. */
export default function AdminApprovalRoute() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.approveOrDenyTitle}</h1>
      <PendingRequests />
    </section>
  );
}
