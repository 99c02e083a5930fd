import { messages } from "@shared/messages.ts";

import { MyHolidayRequests } from "@/features/holiday-requests/components/my-holiday-requests";

/** /list-holidays-request: the signed-in user's own requests. */
export default function ListHolidaysRequestRoute() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.yourHolidayRequests}</h1>
      <MyHolidayRequests />
    </section>
  );
}
