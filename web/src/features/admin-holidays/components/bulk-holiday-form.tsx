import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { MESSAGE_TEXTS, messages } from "@shared/messages.ts";
import {
  type BookingHours,
  bulkHolidaySchema,
  EMPTY_HOLIDAY_RANGE,
  type HolidayRangeForm,
} from "@shared/schemas/holidays.ts";

import { useDepartments } from "@/api/get-departments";
import { useListState } from "@/components/data-list/use-list-state";
import { EmailText } from "@/components/email-text";
import { CheckedForm } from "@/components/form/checked-form";
import { HolidayRangeFields } from "@/components/form/holiday-range-fields";
import { RangeHoursNote, useRangeHours } from "@/components/form/range-hours";
import { SubmitButton } from "@/components/form/submit-button";
import { ListStatus } from "@/components/list-status";
import { LabelledSelect } from "@/components/option-select";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { withLabels } from "@/lib/field-errors";
import { refusalDetail } from "@/lib/refusal";

import { useBulkAddHolidays } from "../api/bulk-add-holidays";
import { rangeOf, useBookingHours } from "../api/get-booking-hours";
import { type BulkUser, useBulkUsers } from "../api/get-bulk-users";
import { CoverOverrideDialog, useCoverOverridable } from "./cover-override-dialog";

const ALL_DEPARTMENTS = "all";

/** "3 users selected" (our wording: the spec shows no count). */
function selectedCount(count: number): string {
  return `${count} ${count === 1 ? "user" : "users"} selected`;
}

/** The form's values: the range as typed and the users ticked. */
type BulkFormValues = HolidayRangeForm & { userIds: string[] };
/** The fields as the server names them, with the labels the form shows. */
const LABELS = { startDate: "Start Date", endDate: "End Date", userIds: "Users" };

/** The shared bulk schema reading the form's values; the spec's messages stay its own. */
const bulkHolidayFormSchema = z.preprocess((values: BulkFormValues) => values, bulkHolidaySchema);

/**
 * The scrolling box of users. `relative`: each checkbox's hidden input is placed inside it;
 * without it the inputs of the rows scrolled out of view lengthened the page into a blank screen.
 */
const USER_LIST_BOX = "relative max-h-96 divide-y overflow-y-auto rounded-md border";

/**
 * The same approved holiday for many users at once: filter by department, tick users (or
 * Select All of those shown), choose the dates. Ticks survive a change of department, so
 * users of several departments can be booked together; the count says how many will be.
 * The shared bulk schema checks the dates, then the users (spec section 5).
 */
export function BulkHolidayForm() {
  const selectAllId = useId();
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const form = useForm({
    resolver: withLabels(zodResolver(bulkHolidayFormSchema), LABELS),
    defaultValues: { userIds: [], ...EMPTY_HOLIDAY_RANGE },
    reValidateMode: "onSubmit",
  });
  const values = form.watch();
  const selected = new Set(values.userIds);
  // Shown once the public holidays of the range's years are in: never counted without them.
  const hours = useRangeHours(values);
  // With people ticked, what the database counts for each (their patterns and nations); the
  // company's week until it answers, or if it cannot.
  const booking = useBookingHours(
    hours !== null && values.userIds.length > 0
      ? { ...rangeOf(values), userIds: values.userIds }
      : null,
  );

  const users = useBulkUsers();
  const usersStatus = useListState(users, messages.failedToFetchUsers, messages.noMatchingUsers);
  const departments = useDepartments();
  useErrorToast(departments.error, messages.failedToFetchDepartments);

  const shown = useMemo(
    () =>
      (users.data ?? []).filter((user) =>
        department === ALL_DEPARTMENTS || String(user.department_id) === department
      ),
    [users.data, department],
  );
  const shownSelected = shown.filter((user) => selected.has(user.id)).length;
  const allShownSelected = shown.length > 0 && shownSelected === shown.length;

  // A blocking cover rule's refusal asks for a reason, and the same holiday goes again with it.
  const { change: submit, dialog } = useCoverOverridable(useBulkAddHolidays, {
    done: messages.bulkHolidaySubmitted,
    onDone: () => form.reset(),
    onFailed: (error) =>
      toast.error(messages.failedToSubmitBulkHolidayRequest, refusalDetail(error, LABELS)),
  });

  /** Ticks or unticks users, keeping the order they were ticked in. */
  function setChecked(users: readonly BulkUser[], isChecked: boolean) {
    const next = new Set(form.getValues("userIds"));
    for (const user of users) {
      if (isChecked) next.add(user.id);
      else next.delete(user.id);
    }
    form.setValue("userIds", [...next]);
  }

  /**
   * The spec's refusals are toasts (the first of its messages: dates, then users), with the
   * focus on the first date missing; any other message shows under its field, in the form's
   * words ("Start Date must be a date from 1900 to 2999"), with the failure toast.
   */
  function showRefusal(errors: FieldErrors<BulkFormValues>) {
    const fields = (["startDate", "endDate", "userIds"] as const).filter((name) =>
      errors[name]?.message !== undefined
    );
    const specFields = fields.filter((name) => MESSAGE_TEXTS.has(errors[name]?.message ?? ""));
    const specMessage = specFields.length > 0 ? errors[specFields[0]]?.message : undefined;
    toast.error(specMessage ?? messages.failedToSubmitBulkHolidayRequest);
    form.clearErrors(specFields);
    const missingDate = specFields.find((name) => name !== "userIds");
    if (missingDate) form.setFocus(missingDate);
  }

  return (
    <Card>
      <CardContent>
        <CheckedForm
          form={form}
          onSubmit={(input) => submit.mutate(input)}
          onInvalid={showRefusal}
          className="flex flex-col gap-6"
        >
          <LabelledSelect
            label="Department"
            className="grid gap-2 sm:max-w-xs"
            value={department}
            onChange={setDepartment}
            options={[
              { value: ALL_DEPARTMENTS, label: messages.allDepartments },
              ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
            ]}
          />

          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Users</legend>
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={selectAllId}
                  checked={allShownSelected ? true : shownSelected > 0 ? "indeterminate" : false}
                  disabled={shown.length === 0}
                  onCheckedChange={(state) => setChecked(shown, state === true)}
                />
                <Label htmlFor={selectAllId}>Select All</Label>
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {selectedCount(selected.size)}
              </p>
            </div>
            {shown.length === 0
              ? <ListStatus {...usersStatus} isEmpty={users.isSuccess} />
              : (
                <ul className={USER_LIST_BOX}>
                  {shown.map((user) => (
                    <UserOption
                      key={user.id}
                      user={user}
                      isChecked={selected.has(user.id)}
                      onCheckedChange={(isChecked) => setChecked([user], isChecked)}
                    />
                  ))}
                </ul>
              )}
            {form.formState.errors.userIds?.message && (
              <p role="alert" className="text-sm text-destructive">
                {form.formState.errors.userIds.message}
              </p>
            )}
          </fieldset>

          <HolidayRangeFields />

          {hours !== null && <BookingHoursNote hours={hours} booking={booking} />}

          <SubmitButton label={messages.submitRequest} isPending={submit.isPending} />
        </CheckedForm>
        <CoverOverrideDialog
          {...dialog}
          title="Add despite cover"
          confirmLabel={messages.submitRequest}
        />
      </CardContent>
    </Card>
  );
}

/**
 * What the booking takes: the spec's "This request will take N vacation hours." while everyone
 * ticked takes the same (always, with no working pattern or nation set); else the total, and
 * each person's hours by name.
 */
function BookingHoursNote({ hours, booking }: { hours: number; booking?: BookingHours }) {
  const people = booking?.people ?? [];
  if (people.every((person) => person.hours === people[0].hours)) {
    return <RangeHoursNote>{messages.requestTakesHours(people[0]?.hours ?? hours)}</RangeHoursNote>;
  }
  return (
    <RangeHoursNote>
      <span className="flex flex-col gap-1">
        <span>{takesInAll(booking!.total)}</span>
        <span className="text-muted-foreground">
          {people.map((person) => `${person.name}: ${person.hours} h`).join(" · ")}
        </span>
      </span>
    </RangeHoursNote>
  );
}

/** "These requests will take 78 vacation hours in all." (our wording, beside the spec's). */
function takesInAll(total: number): string {
  return `These requests will take ${total} vacation hours in all.`;
}

function UserOption({
  user,
  isChecked,
  onCheckedChange,
}: {
  user: BulkUser;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <Checkbox
        id={id}
        checked={isChecked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
      />
      <Label htmlFor={id} className="flex min-w-0 flex-1 flex-col items-start gap-0.5 font-normal">
        <span className="font-medium">{user.firstName} {user.lastName}</span>
        <EmailText email={user.email} className="max-w-full text-xs text-muted-foreground" />
      </Label>
    </li>
  );
}
