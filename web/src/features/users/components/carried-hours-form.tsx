import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import {
  type BalanceBreakdown,
  carriedOverrideSchema,
  MAX_CARRY_HOURS,
} from "@shared/schemas/policies.ts";

import { CheckedForm } from "@/components/form/checked-form";
import { InputField, TextareaField } from "@/components/form/input-fields";
import { Button } from "@/components/ui/button";
import { hoursText } from "@/lib/balance-words";

import { useDeleteCarriedHours } from "../api/delete-carried-hours";
import { useSetCarriedHours } from "../api/set-carried-hours";
import { usePolicyForm } from "./policy-form";
import { POLICY_LABELS, POLICY_WORDS } from "./policy-words";

type CarriedValues = { hours: string; reason: string };

/** The shared schema, the year aside (the dialog's): "24" → 24, and a reason is required. */
const carriedFormSchema = z.preprocess(
  (values: CarriedValues) => values,
  carriedOverrideSchema.omit({ year: true }),
);

/**
 * The hours carried into the balance's year: what the rules carry, or an administrator's
 * figure with its reason (kept in the audit), which can be set back to the rules. Open only
 * while carry-over is on in Settings; the server refuses it otherwise.
 */
export function CarriedHoursForm({
  userId,
  balance,
  isCarryOverOn,
}: {
  userId: string;
  balance: BalanceBreakdown;
  isCarryOverOn: boolean;
}) {
  const { year, carriedOverride } = balance;
  const { form, callbacks } = usePolicyForm(zodResolver(carriedFormSchema), {
    hours: String(balance.carried),
    reason: carriedOverride?.reason ?? "",
  }, POLICY_WORDS.carriedPart);
  const save = useSetCarriedHours(callbacks(POLICY_WORDS.carriedSaved));
  const reset = useDeleteCarriedHours(callbacks(POLICY_WORDS.carriedRemoved));
  const isBusy = save.isPending || reset.isPending;

  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        Carried into {year}: <span className="font-medium">{hoursText(balance.carried)}</span>
        {carriedOverride
          ? <>, set by an administrator. Reason: {carriedOverride.reason}</>
          : ", as the rules carry it."}
      </p>
      {!isCarryOverOn && <p className="text-muted-foreground">{POLICY_WORDS.carryOverOff}</p>}
      <CheckedForm
        form={form}
        onSubmit={(typed) => save.mutate({ userId, year, ...typed })}
        aria-label={`Carried hours into ${year}`}
      >
        <fieldset disabled={!isCarryOverOn || isBusy} className="grid gap-3">
          <InputField
            control={form.control}
            name="hours"
            label={POLICY_LABELS.hours}
            className="content-start gap-1.5 sm:w-48"
            type="number"
            step={0.25}
            min={-30}
            max={MAX_CARRY_HOURS}
            required
          />
          <TextareaField
            control={form.control}
            name="reason"
            label={POLICY_LABELS.reason}
            maxLength={500}
            required
            rows={2}
          />
          <Button type="submit" className="sm:w-fit">Save carried hours</Button>
        </fieldset>
        {carriedOverride && (
          // Open whatever the settings say: setting the figure back never needs carry-over.
          <Button
            type="button"
            variant="outline"
            className="mt-2 sm:w-fit"
            disabled={isBusy}
            onClick={() => reset.mutate({ userId, year })}
          >
            Use the rules' hours
          </Button>
        )}
      </CheckedForm>
    </div>
  );
}
