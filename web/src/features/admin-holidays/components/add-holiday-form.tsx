import { useForm } from "react-hook-form";

import { messages } from "@shared/messages.ts";
import {
  addHolidaySchema,
  EMPTY_HOLIDAY_RANGE,
  type HolidayRangeForm,
} from "@shared/schemas/holidays.ts";

import { useCoverPreview } from "@/api/get-cover-preview";
import { CheckedForm } from "@/components/form/checked-form";
import { HolidayRangeFields } from "@/components/form/holiday-range-fields";
import { UserPickerField } from "@/components/form/input-fields";
import { RangeHoursNote, useRangeHours } from "@/components/form/range-hours";
import { SubmitButton } from "@/components/form/submit-button";
import { Card, CardContent } from "@/components/ui/card";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

import { useAddHoliday } from "../api/add-holiday";
import { rangeOf, useBookingHours } from "../api/get-booking-hours";
import { CoverOverrideDialog, useCoverOverridable } from "./cover-override-dialog";
import { CoverPreviewAlert } from "./cover-shortfalls";

/** The range as typed and the chosen user's id, or null until one is chosen. */
type AddHolidayValues = HolidayRangeForm & { selectedUser: string | null };

/** The fields as the server names them, with the labels the form shows. */
const LABELS = {
  selectedUser: "User",
  startDate: "Start Date",
  endDate: "End Date",
  startDayType: "Start Day Type",
  endDayType: "End Day Type",
};

/**
 * The server's own schema checks the form before sending (the user too, which spec section 5
 * left to the server: issue 15 asks every form to check its fields), in the form's words.
 */
const checkAdd = checkedAs<AddHolidayValues>(addHolidaySchema, LABELS);

/**
 * An approved holiday for one user, chosen by typing their name. The user and the dates are
 * required, each said under its field ("User is required"); a refusal of the server shows under
 * the toast's title and under the field it names. What the holiday does to cover shows before
 * it is added; a blocking cover rule's refusal asks for a reason and sends it again with it.
 */
export function AddHolidayForm() {
  const form = useForm({
    resolver: checkAdd,
    defaultValues: { selectedUser: null, ...EMPTY_HOLIDAY_RANGE } as AddHolidayValues,
  });
  const values = form.watch();
  const { selectedUser } = values;
  // Counted by the chosen user's public holidays (their nation's; the administrator's own until
  // one is chosen), and shown once those of the range's years are in.
  const rangeHours = useRangeHours(values, { userId: selectedUser ?? undefined });
  const { errors } = form.formState;
  const hasRange = rangeHours !== null && !errors.startDate && !errors.endDate;
  // Once a user is chosen, what the database counts for them (their working pattern too); the
  // company's week until it answers, or if it cannot.
  const booking = useBookingHours(
    hasRange && selectedUser ? { ...rangeOf(values), userIds: [selectedUser] } : null,
  );
  const hours = booking?.total ?? rangeHours;
  const shortfalls = useCoverPreview(
    hasRange && selectedUser ? values : null,
    selectedUser ?? undefined,
  );

  const { change: add, dialog } = useCoverOverridable(useAddHoliday, {
    done: messages.holidayAdded,
    onDone: () => form.reset(),
    // The field's mark is cleared by its next change, as the form re-validates on change.
    onFailed: (error) =>
      reportRefusal(messages.failedToAddHolidayRequest, error, form.setError, LABELS),
  });

  return (
    <Card>
      <CardContent>
        <CheckedForm
          form={form}
          onSubmit={(input) => add.mutate(input)}
          className="flex flex-col gap-6"
        >
          <UserPickerField
            control={form.control}
            name="selectedUser"
            label={LABELS.selectedUser}
            className="gap-2"
          />

          <HolidayRangeFields required />

          {hours !== null && <RangeHoursNote>{messages.requestTakesHours(hours)}</RangeHoursNote>}
          {hasRange && <CoverPreviewAlert shortfalls={shortfalls} />}

          <SubmitButton label={messages.addHolidayRequest} isPending={add.isPending} />
        </CheckedForm>
        <CoverOverrideDialog
          {...dialog}
          title="Add despite cover"
          confirmLabel={messages.addHolidayRequest}
        />
      </CardContent>
    </Card>
  );
}
