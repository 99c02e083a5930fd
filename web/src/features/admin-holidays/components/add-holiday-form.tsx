import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarClockIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { messages } from "@shared/messages.ts";
import {
  EMPTY_HOLIDAY_RANGE,
  holidayRangeFormSchema,
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
import { UserPicker } from "@/components/user-picker";
import { refusalDetail, refusedField } from "@/lib/refusal";

import { useAddHoliday } from "../api/add-holiday";
import { HolidayRangeFields } from "./holiday-range-fields";

const BANK_HOLIDAYS = bankHolidaySet();

/** The range and the chosen user's id, or null: the client does not check it (spec section 5). */
const addHolidayFormSchema = holidayRangeFormSchema.extend({ selectedUser: z.string().nullable() });

/** The fields as the server names them, with the labels the form shows. */
const LABELS = {
  selectedUser: "User",
  startDate: "Start Date",
  endDate: "End Date",
  startDayType: "Start Day Type",
  endDayType: "End Day Type",
};

/**
 * An approved holiday for one user, chosen by typing their name. The dates are required; the
 * user is not checked here (spec section 5): the server refuses a missing one, and its reason
 * shows under the toast's title and under the User field ("User: is required").
 */
export function AddHolidayForm() {
  const form = useForm({
    resolver: zodResolver(addHolidayFormSchema),
    defaultValues: { selectedUser: null, ...EMPTY_HOLIDAY_RANGE },
  });
  const hours = rangeHours(form.watch(), BANK_HOLIDAYS);

  const add = useAddHoliday({
    onSuccess: () => {
      toast.success(messages.holidayAdded);
      form.reset();
    },
    onError: (error) => {
      const detail = refusalDetail(error, LABELS);
      toast.error(messages.failedToAddHolidayRequest, detail);
      // Cleared by the next change of the user, as the form re-validates on change.
      if (refusedField(error) === "selectedUser") {
        form.setError("selectedUser", { message: detail.description });
      }
    },
  });

  return (
    <Card>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit((input) => add.mutate(input))}
            className="flex flex-col gap-6"
          >
            <FormField
              control={form.control}
              name="selectedUser"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>User</FormLabel>
                  <FormControl>
                    <UserPicker
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

            <Button type="submit" className="w-full sm:w-fit sm:self-end" disabled={add.isPending}>
              {add.isPending ? messages.submitting : messages.addHolidayRequest}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
