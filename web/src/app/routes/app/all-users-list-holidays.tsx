import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { AllHolidayRequests } from "@/features/admin-holidays/components/all-holiday-requests";

/** /allUsersListHolidays: the archive of every holiday request, paged from the server. */
export default function AllUsersListHolidaysRoute() {
  return (
    <Page title={messages.allHolidayRequestsTitle}>
      <AllHolidayRequests />
    </Page>
  );
}
