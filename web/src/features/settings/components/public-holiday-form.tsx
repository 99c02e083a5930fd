import { useId } from "react";
import { useForm } from "react-hook-form";

import {
  HOLIDAY_PARTS,
  type HolidayRegion,
  type OneOffHoliday,
  oneOffHolidaySchema,
} from "@shared/schemas/public-holidays.ts";

import { DialogForm } from "@/components/form/form-dialog";
import { DateInputField, NameField } from "@/components/form/input-fields";
import { SelectField } from "@/components/form/labelled-field";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { checkedAs } from "@/lib/form-check";

import { useCreatePublicHoliday } from "../api/create-public-holiday";
import { holidayMessages as texts } from "../holiday-messages";
import { NATION_OPTIONS } from "../utils/holidays";

/** The fields as the API names them, with the labels the dialog shows. */
const LABELS = {
  date: "Date",
  name: "Name",
  part: texts.partLabel,
  regions: texts.nationsLegend,
};

const PART_OPTIONS = HOLIDAY_PARTS.map((part) => ({ value: part, label: texts.partOptions[part] }));

const check = checkedAs<OneOffHoliday>(oneOffHolidaySchema, LABELS);

/**
 * The Add holiday dialog's form: a date, its name, and the nations that take it (the nation the
 * list shows ticked at first). Once added, `onAdded` is told its date.
 */
export function PublicHolidayForm({ nation, onClose, onAdded }: {
  nation: HolidayRegion;
  onClose: () => void;
  onAdded: (date: string) => void;
}) {
  const id = useId();
  const form = useForm<OneOffHoliday>({
    resolver: check,
    defaultValues: { date: "", name: "", part: "full", regions: [nation] },
  });
  const saved = saveCallbacks(form.setError, LABELS, onClose)(
    texts.holidayAdded,
    texts.failedToAddHoliday,
  );
  const create = useCreatePublicHoliday({
    onSuccess: (row, holiday) => {
      saved.onSuccess(row);
      onAdded(holiday.date);
    },
    onError: saved.onError,
  });

  function save({ date, name, part, regions }: OneOffHoliday) {
    // In the nations' order, as the list shows them.
    const chosen = NATION_OPTIONS.map((option) => option.value).filter((region) =>
      regions.includes(region)
    );
    // A whole day sends no part, as the server takes it.
    const half = part === "full" ? {} : { part };
    create.mutate({ date, name: name.trim(), ...half, regions: chosen });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={save}
      title={texts.addHoliday}
      description={texts.addHolidayDescription}
      isEdit={false}
      isBusy={create.isPending}
      onCancel={onClose}
      submitLabel="Add"
    >
      <DateInputField control={form.control} name="date" label={LABELS.date} required />
      <NameField control={form.control} />
      <SelectField
        control={form.control}
        name="part"
        label={LABELS.part}
        options={PART_OPTIONS}
        className="gap-1.5"
      />
      <FormField
        control={form.control}
        name="regions"
        render={({ field, fieldState }) => (
          <FormItem className="gap-1.5">
            <fieldset
              className="grid gap-2"
              aria-describedby={fieldState.invalid ? `${id}-regions-message` : undefined}
            >
              <legend className="mb-1.5 text-sm font-medium">{LABELS.regions}</legend>
              {NATION_OPTIONS.map((option, index) => (
                <div key={option.value} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${option.value}`}
                    ref={index === 0 ? field.ref : undefined}
                    checked={field.value.includes(option.value)}
                    onCheckedChange={(state) =>
                      field.onChange(
                        state === true
                          ? [...field.value, option.value]
                          : field.value.filter((region) =>
                            region !== option.value
                          ),
                      )}
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                    {option.label}
                  </Label>
                </div>
              ))}
            </fieldset>
            <FormMessage id={`${id}-regions-message`} role="alert" />
          </FormItem>
        )}
      />
    </DialogForm>
  );
}
