import { messages } from "@shared/messages.ts";

import { CancellationRequests } from "@/features/admin-holidays/components/cancellation-requests";

/** /cancel-requests: cancellations the owners asked for, approved or rejected. */
export default function CancelRequestsRoute() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        {messages.cancellationRequestsTitle}
      </h1>
      <CancellationRequests />
    </section>
  );
}
