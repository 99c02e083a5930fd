import { CalendarClockIcon } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { toast } from "sonner";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { messages } from "@shared/messages.ts";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { UserPicker } from "@/components/user-picker";

import { type AddHolidayInput, useAddHoliday } from "../api/add-holiday";
import { conflictDetail } from "../utils/failure";
import { EMPTY_RANGE, rangeHours } from "../utils/range-rules";
import { HolidayRangeFields } from "./holiday-range-fields";

const BANK_HOLIDAYS = bankHolidaySet();
const EMPTY_FORM: AddHolidayInput = { selectedUser: null, ...EMPTY_RANGE };

/**
 * An approved holiday for one user, chosen by typing their name. The dates are required; the
 * user is not checked here (spec section 5): the server refuses a missing one.
 */
export function AddHolidayForm() {
  const [values, setValues] = useState<AddHolidayInput>(EMPTY_FORM);
  const userId = useId();
  const hours = useMemo(() => rangeHours(values, BANK_HOLIDAYS), [values]);

  const add = useAddHoliday({
    onSuccess: () => {
      toast.success(messages.holidayAdded);
      setValues(EMPTY_FORM);
    },
    onError: (error) => toast.error(messages.failedToAddHolidayRequest, conflictDetail(error)),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.mutate(values);
  }

  return (
    <Card>
      <CardContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-6">
          <div className="grid gap-2">
            <Label htmlFor={userId}>User</Label>
            <UserPicker
              id={userId}
              value={values.selectedUser}
              onChange={(user) => setValues((v) => ({ ...v, selectedUser: user?.id ?? null }))}
            />
          </div>

          <HolidayRangeFields
            value={values}
            onChange={(range) => setValues((v) => ({ ...v, ...range }))}
            required
          />

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
      </CardContent>
    </Card>
  );
}
