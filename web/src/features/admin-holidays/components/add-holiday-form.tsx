import { CalendarClockIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import {
  addHolidaySchema,
  EMPTY_HOLIDAY_RANGE,
  type HolidayRangeForm,
  rangeHours,
} from "@shared/schemas/holidays.ts";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { useRequestBankHolidays } from "@/api/get-bank-holidays";
import { useCoverPreview } from "@/api/get-cover-preview";
import { UserPicker } from "@/components/user-picker";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

import { type AddHolidayInput, useAddHoliday } from "../api/add-holiday";
import { CoverOverrideDialog, useCoverOverride } from "./cover-override-dialog";
import { CoverPreviewAlert } from "./cover-shortfalls";
import { HolidayRangeFields } from "./holiday-range-fields";

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
  const bankHolidays = useRequestBankHolidays(values, selectedUser ?? undefined);
  const hours = bankHolidays.data
    ? rangeHours(values, bankHolidays.data.dates, bankHolidays.data.halfDays)
    : null;
  const { errors } = form.formState;
  const hasRange = hours !== null && !errors.startDate && !errors.endDate;
  const shortfalls = useCoverPreview(
    hasRange && selectedUser ? values : null,
    selectedUser ?? undefined,
  );

  const override = useCoverOverride<AddHolidayInput>();
  const add = useAddHoliday({
    onSuccess: () => {
      toast.success(messages.holidayAdded);
      form.reset();
      override.close();
    },
    onError: (error, input) => {
      if (override.offer(error, input)) return;
      // The field's mark is cleared by its next change, as the form re-validates on change.
      reportRefusal(messages.failedToAddHolidayRequest, error, form.setError, LABELS);
    },
  });

  return (
    <Card>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit((input) => add.mutate(input))}
            className="flex flex-col gap-6"
            noValidate
          >
            <FormField
              control={form.control}
              name="selectedUser"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>User</FormLabel>
                  <FormControl>
                    <UserPicker
                      ref={field.ref}
                      value={field.value}
                      onChange={(user) => field.onChange(user?.id ?? null)}
                    />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />

            <HolidayRangeFields required />

            {hours !== null && (
              <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
                <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
                {messages.requestTakesHours(hours)}
              </p>
            )}
            {hasRange && <CoverPreviewAlert shortfalls={shortfalls} />}

            <Button type="submit" className="w-full sm:w-fit sm:self-end" disabled={add.isPending}>
              {add.isPending ? messages.submitting : messages.addHolidayRequest}
            </Button>
          </form>
        </Form>
        <CoverOverrideDialog
          message={override.waiting?.message ?? null}
          title="Add despite cover"
          confirmLabel={messages.addHolidayRequest}
          isBusy={add.isPending}
          onConfirm={(coverOverrideReason) =>
            override.waiting && add.mutate({ ...override.waiting.input, coverOverrideReason })}
          onCancel={override.close}
        />
      </CardContent>
    </Card>
  );
}
