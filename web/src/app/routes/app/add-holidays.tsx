import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { AddHolidayForm } from "@/features/admin-holidays/components/add-holiday-form";

/** /add-holidays: an approved holiday for one user. */
export default function AddHolidaysRoute() {
  return (
    <Page title={messages.addHolidayForUserTitle} layout="form">
      <AddHolidayForm />
    </Page>
  );
}
