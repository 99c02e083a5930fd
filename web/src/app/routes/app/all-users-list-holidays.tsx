import { messages } from "@shared/messages.ts";

import { AllHolidayRequests } from "@/features/admin-holidays/components/all-holiday-requests";

/** /allUsersListHolidays: the archive of every holiday request, paged from the server. */
export default function AllUsersListHolidaysRoute() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.allHolidayRequestsTitle}</h1>
      <AllHolidayRequests />
    </section>
  );
}
