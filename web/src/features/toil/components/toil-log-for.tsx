import { useForm } from "react-hook-form";

import { adminLogToilSchema } from "@shared/schemas/toil.ts";

import { CheckedForm } from "@/components/form/checked-form";
import { UserPickerField } from "@/components/form/input-fields";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { SubmitButton } from "@/components/form/submit-button";
import { SettingsSection } from "@/components/settings-card";
import { checkedAs } from "@/lib/form-check";

import { useLogToilFor } from "../api/log-toil-for";
import { toilMessages as texts } from "../messages";
import { ToilEntryFields, type ToilEntryValues } from "./toil-entry-fields";

type Values = ToilEntryValues & { userId: string };

const LABELS = {
  userId: texts.employee,
  workedOn: texts.workedOn,
  hours: texts.hours,
  note: texts.note,
};
const check = checkedAs<Values>(adminLogToilSchema, LABELS);
const EMPTY: Values = { userId: "", workedOn: "", hours: "", note: "" };

/**
 * An administrator logs someone's extra hours (issue 33): approved as they are logged, as a
 * decision; the administrator's own wait for another administrator (the API's rule).
 */
export function ToilLogFor({ today }: { today: string }) {
  const form = useForm<Values>({ resolver: check, defaultValues: EMPTY });
  const log = useLogToilFor(
    saveCallbacks(form.setError, LABELS, () => form.reset(EMPTY))(
      texts.loggedFor,
      texts.failedToLog,
    ),
  );
  return (
    <SettingsSection title={texts.logForTitle} description={texts.logForDescription}>
      <CheckedForm
        form={form}
        onSubmit={(values) => log.mutate(values)}
        className="grid gap-4"
        aria-label={texts.logForTitle}
      >
        <UserPickerField control={form.control} name="userId" label={texts.employee} none="" />
        <ToilEntryFields control={form.control} today={today} />
        <SubmitButton label={texts.logButton} isPending={log.isPending} />
      </CheckedForm>
    </SettingsSection>
  );
}
