import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { BulkHolidayForm } from "@/features/admin-holidays/components/bulk-holiday-form";

/** /bulk-holiday-request: the same holiday for many users. */
export default function BulkHolidayRequestRoute() {
  return (
    <Page title={messages.bulkHolidayTitle} layout="form">
      <BulkHolidayForm />
    </Page>
  );
}
