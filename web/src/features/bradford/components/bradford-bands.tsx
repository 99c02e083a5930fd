import { PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";

import {
  type BradfordBand,
  type BradfordBands as BradfordBandsInput,
  MAX_BRADFORD_BANDS,
  MAX_BRADFORD_FROM,
  MAX_BRADFORD_LABEL,
} from "@shared/schemas/bradford.ts";

import { LabelledField } from "@/components/form/labelled-field";
import { SaveButton } from "@/components/form/save-button";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { reportRefusal } from "@/lib/refusal";

import { useBradfordBands } from "../api/get-bradford-bands";
import { useUpdateBradfordBands } from "../api/update-bradford-bands";
import { bradfordMessages as texts } from "../messages";
import { bandLabels, type BandsValues, checkBands, valuesOf } from "../utils/bands-form";

/** The Settings section of the Bradford factor's trigger points (issue 18). */
export function BradfordBands() {
  return (
    <SettingsCard
      title={texts.bandsTitle}
      description={texts.bandsDescription}
      query={useBradfordBands()}
      failedToFetch={texts.failedToFetchBands}
    >
      {(data) => <BandsForm bands={data.bands} />}
    </SettingsCard>
  );
}

/** One row per trigger point (its From and Label, and Remove), Add, and Save for the list. */
function BandsForm({ bands }: { bands: readonly BradfordBand[] }) {
  const addButton = useRef<HTMLButtonElement>(null);
  // Set by Remove: once the row has gone, the focus moves to Add (enabled again if it was not).
  const isRemoving = useRef(false);
  const form = useForm<BandsValues, unknown, BradfordBandsInput>({
    resolver: checkBands,
    defaultValues: valuesOf(bands),
  });
  const rows = useFieldArray({ control: form.control, name: "bands" });
  const update = useUpdateBradfordBands({
    onSuccess: (saved) => {
      toast.success(texts.bandsSaved);
      form.reset(valuesOf(saved.bands));
    },
    onError: (error) => {
      const labels = bandLabels(form.getValues("bands").length);
      reportRefusal(texts.failedToSaveBands, error, form.setError, labels);
    },
  });
  const errors = form.formState.errors.bands;
  const listError = errors?.root?.message ?? errors?.message;
  const isFull = rows.fields.length >= MAX_BRADFORD_BANDS;

  useEffect(() => {
    if (!isRemoving.current) return;
    isRemoving.current = false;
    addButton.current?.focus();
  }, [rows.fields.length]);

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((input) => update.mutate(input))}
        className="grid gap-4"
        noValidate
      >
        {rows.fields.length === 0 && (
          <p className="text-sm text-muted-foreground">{texts.noBands}</p>
        )}
        <ol className="grid gap-3">
          {rows.fields.map((row, index) => (
            <li key={row.id}>
              <fieldset className="grid min-w-0 grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[9rem_minmax(0,24rem)_auto]">
                <legend className="sr-only">{texts.band(index + 1)}</legend>
                <LabelledField
                  control={form.control}
                  name={`bands.${index}.from`}
                  label={texts.from}
                  className="content-start gap-1.5"
                >
                  {(field) => (
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_BRADFORD_FROM}
                      step={1}
                      required
                      {...field}
                    />
                  )}
                </LabelledField>
                <LabelledField
                  control={form.control}
                  name={`bands.${index}.label`}
                  label={texts.label}
                  className="content-start gap-1.5"
                >
                  {(field) => <Input maxLength={MAX_BRADFORD_LABEL} required {...field} />}
                </LabelledField>
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
        <div className="flex flex-col gap-3 sm:flex-row">
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
          <SaveButton isBusy={update.isPending} />
        </div>
      </form>
    </Form>
  );
}
