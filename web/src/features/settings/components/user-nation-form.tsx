import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { HOLIDAY_REGIONS, type HolidayRegion } from "@shared/schemas/public-holidays.ts";

import { LabelledField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { UserPicker } from "@/components/user-picker";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

import { useUpdateUserRegion } from "../api/update-user-region";
import { holidayMessages as texts } from "../holiday-messages";
import { NATION_OPTIONS } from "../utils/holidays";
import { OptionSelect } from "./option-select";

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
  const save = useUpdateUserRegion({
    onSuccess: () => {
      toast.success(texts.nationSaved);
      form.reset();
    },
    onError: (error) => reportRefusal(texts.failedToSaveNation, error, form.setError, LABELS),
  });

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        aria-labelledby={`${id}-title`}
        className="grid gap-3 rounded-md border p-4"
        noValidate
      >
        <h4 id={`${id}-title`} className="text-sm font-medium">{texts.keepOwnNation}</h4>
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <LabelledField
            control={form.control}
            name="id"
            label={LABELS.id}
            className="content-start gap-1.5"
          >
            {(field) => (
              <UserPicker
                ref={field.ref}
                value={field.value}
                onChange={(user) => field.onChange(user?.id ?? null)}
              />
            )}
          </LabelledField>
          <LabelledField
            control={form.control}
            name="region"
            label={LABELS.region}
            className="content-start gap-1.5"
          >
            {(field) => (
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                options={NATION_OPTIONS}
                placeholder="Choose a nation"
              />
            )}
          </LabelledField>
        </div>
        <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
          {texts.keepOwnNation}
        </Button>
      </form>
    </Form>
  );
}
