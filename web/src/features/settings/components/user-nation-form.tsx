import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { HOLIDAY_REGIONS, type HolidayRegion } from "@shared/schemas/public-holidays.ts";

import { CheckedForm } from "@/components/form/checked-form";
import { UserPickerField } from "@/components/form/input-fields";
import { SelectField } from "@/components/form/labelled-field";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { Button } from "@/components/ui/button";
import { withLabels } from "@/lib/field-errors";

import { useUpdateUserRegion } from "../api/update-user-region";
import { holidayMessages as texts } from "../holiday-messages";
import { NATION_OPTIONS } from "../utils/holidays";

/** The user chosen (null until one is) and their nation ("" until one is). */
type UserNationValues = { id: string | null; region: HolidayRegion | "" };

/** The fields as the form names them, with their labels; the server names `region`. */
const LABELS = { id: texts.userLabel, region: texts.nationLabel };

/** Both chosen: null and "" read as missing. */
const userNationSchema = z.object({
  id: z.string().nullable().pipe(z.string({ error: "is required" })),
  region: z.enum(HOLIDAY_REGIONS).or(z.literal("")).pipe(
    z.enum(HOLIDAY_REGIONS, { error: "is required" }),
  ),
});

/** A user given a nation of their own: the user picker, the nation, and Keep own nation. */
export function UserNationForm() {
  const id = useId();
  const form = useForm<UserNationValues, unknown, z.output<typeof userNationSchema>>({
    resolver: withLabels(zodResolver(userNationSchema), LABELS),
    defaultValues: { id: null, region: "" },
  });
  const save = useUpdateUserRegion(
    saveCallbacks(form.setError, LABELS, () => form.reset())(
      texts.nationSaved,
      texts.failedToSaveNation,
    ),
  );

  return (
    <CheckedForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-md border p-4"
    >
      <h4 id={`${id}-title`} className="text-sm font-medium">{texts.keepOwnNation}</h4>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <UserPickerField control={form.control} name="id" label={LABELS.id} />
        <SelectField
          control={form.control}
          name="region"
          label={LABELS.region}
          options={NATION_OPTIONS}
          placeholder="Choose a nation"
        />
      </div>
      <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
        {texts.keepOwnNation}
      </Button>
    </CheckedForm>
  );
}
