import { messages } from "@shared/messages.ts";

import { AddHolidayForm } from "@/features/admin-holidays/components/add-holiday-form";

/** /add-holidays: an approved holiday for one user. */
export default function AddHolidaysRoute() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.addHolidayForUserTitle}</h1>
      <AddHolidayForm />
    </section>
  );
}
