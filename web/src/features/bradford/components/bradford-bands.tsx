import { PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";

import {
  type BradfordBands as BradfordBandsInput,
  MAX_BRADFORD_BANDS,
  MAX_BRADFORD_FROM,
  MAX_BRADFORD_LABEL,
} from "@shared/schemas/bradford.ts";

import { InputField } from "@/components/form/input-fields";
import { SettingsForm, useSettingsForm } from "@/components/form/settings-form";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";

import { useBradfordBands } from "../api/get-bradford-bands";
import { useUpdateBradfordBands } from "../api/update-bradford-bands";
import { bradfordMessages as texts } from "../messages";
import { bandLabels, type BandsValues, checkBands, valuesOf } from "../utils/bands-form";

const CARD = {
  title: texts.bandsTitle,
  description: texts.bandsDescription,
  failedToFetch: texts.failedToFetchBands,
};

const FORM = {
  resolver: checkBands,
  valuesOf: (settings: BradfordBandsInput) => valuesOf(settings.bands),
  labels: (values: BandsValues) => bandLabels(values.bands.length),
  saved: texts.bandsSaved,
  failed: texts.failedToSaveBands,
};

/** The Settings section of the Bradford factor's trigger points (issue 18). */
export function BradfordBands() {
  return <SettingsCard texts={CARD} query={useBradfordBands()} form={BandsForm} />;
}

/** One row per trigger point (its From and Label, and Remove), Add, and Save for the list. */
function BandsForm({ settings }: { settings: BradfordBandsInput }) {
  const addButton = useRef<HTMLButtonElement>(null);
  // Set by Remove: once the row has gone, the focus moves to Add (enabled again if it was not).
  const isRemoving = useRef(false);
  const { form, save } = useSettingsForm(settings, FORM, useUpdateBradfordBands);
  const rows = useFieldArray({ control: form.control, name: "bands" });
  const errors = form.formState.errors.bands;
  const listError = errors?.root?.message ?? errors?.message;
  const isFull = rows.fields.length >= MAX_BRADFORD_BANDS;

  useEffect(() => {
    if (!isRemoving.current) return;
    isRemoving.current = false;
    addButton.current?.focus();
  }, [rows.fields.length]);

  const add = (
    <Button
      ref={addButton}
      type="button"
      variant="outline"
      className="w-full sm:w-fit"
      disabled={isFull}
      onClick={() => rows.append({ from: "", label: "" })}
    >
      <PlusIcon aria-hidden="true" />
      {texts.addBand}
    </Button>
  );

  return (
    <SettingsForm
      form={form}
      onSubmit={(input) => save.mutate(input)}
      isBusy={save.isPending}
      className="grid gap-4"
      action={add}
    >
      {rows.fields.length === 0 && <p className="text-sm text-muted-foreground">{texts.noBands}</p>}
      <ol className="grid gap-3">
        {rows.fields.map((row, index) => (
          <li key={row.id}>
            <fieldset className="grid min-w-0 grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[9rem_minmax(0,24rem)_auto]">
              <legend className="sr-only">{texts.band(index + 1)}</legend>
              <InputField
                control={form.control}
                name={`bands.${index}.from`}
                label={texts.from}
                className="content-start gap-1.5"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_BRADFORD_FROM}
                step={1}
                required
              />
              <InputField
                control={form.control}
                name={`bands.${index}.label`}
                label={texts.label}
                className="content-start gap-1.5"
                maxLength={MAX_BRADFORD_LABEL}
                required
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                // Level with the inputs, under the labels' line.
                className="mt-5 text-destructive"
                aria-label={texts.removeBand(index + 1)}
                onClick={() => {
                  isRemoving.current = true;
                  rows.remove(index);
                }}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError && (
        <p data-slot="form-message" role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
    </SettingsForm>
  );
}
