import { useId } from "react";
import { useWatch } from "react-hook-form";

import { bookingWindowMessages } from "@shared/booking-window.ts";
import {
  type BookingWindowSettings as WindowSettings,
  bookingWindowSettingsSchema,
} from "@shared/schemas/booking-window.ts";

import { LabelledField, SwitchField } from "@/components/form/labelled-field";
import { SettingsForm, useSettingsForm } from "@/components/form/settings-form";
import { SettingsCard } from "@/components/settings-card";
import { checkedAs } from "@/lib/form-check";

import { useBookingWindowSettings } from "../api/get-booking-window-settings";
import { useUpdateBookingWindowSettings } from "../api/update-booking-window-settings";
import { holidayMessages as texts } from "../holiday-messages";
import { ExpiryField } from "./expiry-field";

/** The fields as the API names them, with the labels the form shows. */
const LABELS = { on: texts.windowOnLabel, from: texts.windowFromLabel, to: texts.windowToLabel };

const check = checkedAs<WindowSettings>(bookingWindowSettingsSchema, LABELS);

/** What an employee booking a day of the window will read, or that they may book any day. */
export function windowPreview({ on, from, to }: WindowSettings): string {
  return on ? texts.windowPreview(bookingWindowMessages({ from, to }).start) : texts.windowOff;
}

const CARD = {
  title: texts.windowTitle,
  description: texts.windowDescription,
  failedToFetch: texts.failedToFetchWindow,
};

const FORM = {
  resolver: check,
  valuesOf: (settings: WindowSettings) => settings,
  labels: LABELS,
  saved: texts.windowSaved,
  failed: texts.failedToSaveWindow,
};

/**
 * The Booking window card (issue 29, point 5): whether employees' own requests are refused in
 * a window of days (24-31 December by default), its first and last days, and what employees
 * will be told.
 */
export function BookingWindowSettings() {
  return <SettingsCard texts={CARD} query={useBookingWindowSettings()} form={BookingWindowForm} />;
}

function BookingWindowForm({ settings }: { settings: WindowSettings }) {
  const ids = { from: useId(), to: useId() };
  const { form, save } = useSettingsForm(settings, FORM, useUpdateBookingWindowSettings);
  const values = useWatch({ control: form.control }) as WindowSettings;

  return (
    <SettingsForm form={form} onSubmit={(next) => save.mutate(next)} isBusy={save.isPending}>
      <SwitchField control={form.control} name="on" label={texts.windowOnLabel} />
      <div className="grid gap-6 sm:flex sm:items-start">
        {(["from", "to"] as const).map((name) => (
          <LabelledField
            key={name}
            control={form.control}
            name={name}
            label={LABELS[name]}
            labelId={ids[name]}
            description={name === "to" && texts.windowToHint}
          >
            {(field) => (
              <ExpiryField
                value={field.value}
                onChange={field.onChange}
                labelledBy={ids[name]}
                ref={field.ref}
              />
            )}
          </LabelledField>
        ))}
      </div>
      <p className="text-sm" aria-live="polite">{windowPreview(values)}</p>
    </SettingsForm>
  );
}
