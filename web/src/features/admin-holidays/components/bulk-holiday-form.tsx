import { CalendarClockIcon } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { toast } from "sonner";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { messages } from "@shared/messages.ts";

import { useDepartments } from "@/api/get-departments";
import { ListStatus } from "@/components/list-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useErrorToast } from "@/hooks/use-error-toast";

import { useBulkAddHolidays } from "../api/bulk-add-holidays";
import { type BulkUser, useBulkUsers } from "../api/get-bulk-users";
import { conflictDetail } from "../utils/failure";
import { EMPTY_RANGE, type HolidayRange, rangeHours } from "../utils/range-rules";
import { HolidayRangeFields } from "./holiday-range-fields";

const BANK_HOLIDAYS = bankHolidaySet();
const ALL_DEPARTMENTS = "all";

/** "3 users selected" (our wording: the spec shows no count). */
function selectedCount(count: number): string {
  return `${count} ${count === 1 ? "user" : "users"} selected`;
}

/**
 * The same approved holiday for many users at once: filter by department, tick users (or
 * Select All of those shown), choose the dates. Ticks survive a change of department, so
 * users of several departments can be booked together; the count says how many will be.
 */
export function BulkHolidayForm() {
  const ids = { department: useId(), selectAll: useId() };
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [range, setRange] = useState<HolidayRange>(EMPTY_RANGE);
  const hours = useMemo(() => rangeHours(range, BANK_HOLIDAYS), [range]);

  const users = useBulkUsers();
  useErrorToast(users.error, messages.failedToFetchUsers);
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

  const submit = useBulkAddHolidays({
    onSuccess: () => {
      toast.success(messages.bulkHolidaySubmitted);
      setSelected(new Set());
      setRange(EMPTY_RANGE);
    },
    onError: (error) =>
      toast.error(messages.failedToSubmitBulkHolidayRequest, conflictDetail(error)),
  });

  function toggle(user: BulkUser, isChecked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) next.add(user.id);
      else next.delete(user.id);
      return next;
    });
  }

  function toggleAllShown(isChecked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const user of shown) {
        if (isChecked) next.add(user.id);
        else next.delete(user.id);
      }
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!range.startDate || !range.endDate) {
      toast.error(messages.bulkDatesRequired);
      return;
    }
    if (selected.size === 0) {
      toast.error(messages.bulkUsersRequired);
      return;
    }
    submit.mutate({ userIds: [...selected], ...range });
  }

  return (
    <Card>
      <CardContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-6" noValidate>
          <div className="grid gap-2 sm:max-w-xs">
            <Label htmlFor={ids.department}>Department</Label>
            <Select value={department} onValueChange={setDepartment}>
              <SelectTrigger id={ids.department} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_DEPARTMENTS}>{messages.allDepartments}</SelectItem>
                {departments.data?.map((d) => (
                  <SelectItem key={d.id} value={String(d.id)}>{d.name}</SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>

          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Users</legend>
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={ids.selectAll}
                  checked={allShownSelected ? true : shownSelected > 0 ? "indeterminate" : false}
                  disabled={shown.length === 0}
                  onCheckedChange={(state) => toggleAllShown(state === true)}
                />
                <Label htmlFor={ids.selectAll}>Select All</Label>
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {selectedCount(selected.size)}
              </p>
            </div>
            {shown.length === 0
              ? (
                <ListStatus
                  isPending={users.isPending}
                  isError={users.isError}
                  isEmpty={users.isSuccess}
                  errorMessage={messages.failedToFetchUsers}
                  emptyMessage={messages.noMatchingUsers}
                />
              )
              : (
                <ul className="max-h-96 divide-y overflow-y-auto rounded-md border">
                  {shown.map((user) => (
                    <UserOption
                      key={user.id}
                      user={user}
                      isChecked={selected.has(user.id)}
                      onCheckedChange={(isChecked) => toggle(user, isChecked)}
                    />
                  ))}
                </ul>
              )}
          </fieldset>

          <HolidayRangeFields value={range} onChange={setRange} />

          {hours !== null && (
            <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
              {messages.requestTakesHours(hours)}
            </p>
          )}

          <Button type="submit" className="w-full sm:w-fit sm:self-end" disabled={submit.isPending}>
            {submit.isPending ? messages.submitting : messages.submitRequest}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
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
        <span className="max-w-full truncate text-xs text-muted-foreground">{user.email}</span>
      </Label>
    </li>
  );
}
