import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { HolidayRequestForm } from "@/features/holiday-requests/components/holiday-request-form";

/** /holidays-request: every signed-in user's request form. */
export default function HolidaysRequestRoute() {
  return (
    <Page title={messages.requestHolidays} layout="form">
      <HolidayRequestForm />
    </Page>
  );
}
