import { messages } from "@shared/messages.ts";

import { BulkHolidayForm } from "@/features/admin-holidays/components/bulk-holiday-form";

/** /bulk-holiday-request: the same holiday for many users. */
export default function BulkHolidayRequestRoute() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.bulkHolidayTitle}</h1>
      <BulkHolidayForm />
    </section>
  );
}
