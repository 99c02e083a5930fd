import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import type { CreateCalendarFeed, CreatedCalendarFeed } from "@shared/schemas/calendar.ts";

import { useDepartments } from "@/api/get-departments";
import { LabelledSelect } from "@/components/option-select";
import { Button } from "@/components/ui/button";
import { refusalDetail } from "@/lib/refusal";

import { useCreateCalendarFeed } from "../api/create-calendar-feed";
import { calendarFeedMessages as texts } from "../messages";

/** "Add my calendar" for everyone; department and company calendars for a global admin. */
export function AddFeedButtons({
  isAdmin,
  onCreated,
}: {
  isAdmin: boolean;
  onCreated: (feed: CreatedCalendarFeed) => void;
}) {
  const create = useCreateCalendarFeed({
    onSuccess: onCreated,
    onError: (error) => toast.error(texts.failedToCreate, refusalDetail(error)),
  });
  const add = (input: CreateCalendarFeed) => create.mutate(input);
  return (
    <div className="grid gap-3 border-t pt-4">
      <Button
        className="justify-self-start"
        disabled={create.isPending}
        onClick={() => add({ kind: "personal" })}
      >
        <PlusIcon aria-hidden="true" />
        {texts.addMine}
      </Button>
      {isAdmin && (
        <>
          <DepartmentFeed
            isBusy={create.isPending}
            onAdd={(departmentId) => add({ kind: "department", departmentId })}
          />
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={create.isPending}
            onClick={() => add({ kind: "company" })}
          >
            <PlusIcon aria-hidden="true" />
            {texts.addCompany}
          </Button>
        </>
      )}
    </div>
  );
}

function DepartmentFeed({
  isBusy,
  onAdd,
}: {
  isBusy: boolean;
  onAdd: (departmentId: number) => void;
}) {
  const departments = useDepartments();
  const [departmentId, setDepartmentId] = useState("");
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-2">
      <LabelledSelect
        label={texts.department}
        className="grid min-w-0 flex-1 basis-48 gap-1.5"
        value={departmentId}
        onChange={setDepartmentId}
        options={(departments.data ?? []).map(({ id, name }) => ({
          value: String(id),
          label: name,
        }))}
        placeholder={texts.chooseDepartment}
      />
      <Button
        variant="outline"
        disabled={isBusy || departmentId === ""}
        onClick={() => onAdd(Number(departmentId))}
      >
        <PlusIcon aria-hidden="true" />
        {texts.addDepartment}
      </Button>
    </div>
  );
}
