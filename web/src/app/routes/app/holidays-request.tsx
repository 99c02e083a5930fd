import { messages } from "@shared/messages.ts";

import { HolidayRequestForm } from "@/features/holiday-requests/components/holiday-request-form";

/** /holidays-request: every signed-in user's request form. */
export default function HolidaysRequestRoute() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.requestHolidays}</h1>
      <HolidayRequestForm />
    </section>
  );
}
