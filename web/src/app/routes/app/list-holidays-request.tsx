import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { MyHolidayRequests } from "@/features/holiday-requests/components/my-holiday-requests";

/** /list-holidays-request: the signed-in user's own requests. */
export default function ListHolidaysRequestRoute() {
  return (
    <Page title={messages.yourHolidayRequests}>
      <MyHolidayRequests />
    </Page>
  );
}
