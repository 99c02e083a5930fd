import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { type CoverMode, type CoverRuleInput, coverRuleSchema } from "@shared/schemas/cover.ts";

import { useDepartments } from "@/api/get-departments";
import { useSkills } from "@/api/get-skills";
import { DialogForm } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/input-fields";
import { SelectField } from "@/components/form/labelled-field";
import { RadioGroupField, type RadioOption } from "@/components/form/radio-group-field";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { withLabels } from "@/lib/field-errors";

import { useCreateCoverRule } from "../api/create-cover-rule";
import type { CoverRuleRow } from "../api/get-cover-rules";
import { useUpdateCoverRule } from "../api/update-cover-rule";
import { settingsMessages as texts } from "../messages";

/** Radix Select items cannot have "" as value: this one stands for a rule without a skill. */
const EVERYONE = "everyone";

/** The fields as the inputs hold them: ids as the selects' values, the minimum as typed. */
type RuleValues = { departmentId: string; skillId: string; minimum: string; mode: CoverMode };

/** The fields as the API names them, with the labels the dialog shows. */
const LABELS = {
  departmentId: "Department",
  skillId: "Skill",
  minimum: "Minimum present",
  mode: "Mode",
};

/** What falling short of a rule does, each with its one-line consequence. */
const MODE_OPTIONS = [
  { value: "warn", label: texts.modeWarn, hint: texts.modeWarnHint },
  { value: "block", label: texts.modeBlock, hint: texts.modeBlockHint },
] satisfies RadioOption<CoverMode>[];

/** The shared schema reading the form: "3" → 3, Everyone → null, "" → missing. */
const ruleFormSchema = z.preprocess(
  (values: RuleValues) => ({
    departmentId: values.departmentId === "" ? undefined : Number(values.departmentId),
    skillId: values.skillId === EVERYONE ? null : Number(values.skillId),
    minimum: values.minimum.trim() === "" ? undefined : Number(values.minimum),
    mode: values.mode,
  }),
  coverRuleSchema,
);

/** A department or a skill as an option of its select. */
function optionOf({ id, name }: { id: number; name: string }) {
  return { value: String(id), label: name };
}

function valuesOf(rule: CoverRuleRow | null): RuleValues {
  if (rule === null) {
    return { departmentId: "", skillId: EVERYONE, minimum: "", mode: "warn" };
  }
  const { departmentId, skillId, minimum, mode: ruleMode } = rule;
  return {
    departmentId: String(departmentId),
    skillId: skillId === null ? EVERYONE : String(skillId),
    minimum: String(minimum),
    mode: ruleMode,
  };
}

/** The Create and Edit Rule dialog's form, of `rule` (null: a new one). */
export function RuleForm({ rule, onClose }: { rule: CoverRuleRow | null; onClose: () => void }) {
  const departments = useDepartments();
  const skills = useSkills();
  const form = useForm<RuleValues, unknown, CoverRuleInput>({
    resolver: withLabels(zodResolver(ruleFormSchema), LABELS),
    defaultValues: valuesOf(rule),
  });
  const callbacks = saveCallbacks(form.setError, LABELS, onClose);
  const create = useCreateCoverRule(callbacks(texts.ruleCreated, texts.failedToCreateRule));
  const update = useUpdateCoverRule(callbacks(texts.ruleUpdated, texts.failedToUpdateRule));

  function save(input: CoverRuleInput) {
    if (rule) update.mutate({ id: rule.id, ...input });
    else create.mutate(input);
  }

  return (
    <DialogForm
      form={form}
      onSubmit={save}
      title={rule ? texts.editRule : texts.createRule}
      description="At least this many people of the department at work on each day it works."
      isEdit={rule !== null}
      isBusy={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <SelectField
        control={form.control}
        name="departmentId"
        label={LABELS.departmentId}
        placeholder="Choose a department"
        options={(departments.data ?? []).map(optionOf)}
      />
      <SelectField
        control={form.control}
        name="skillId"
        label={LABELS.skillId}
        description="Count only the people who hold this skill."
        options={[
          { value: EVERYONE, label: texts.everyoneOption },
          ...(skills.data ?? []).map(optionOf),
        ]}
      />
      <InputField
        control={form.control}
        name="minimum"
        label={LABELS.minimum}
        type="number"
        inputMode="numeric"
        min={1}
        max={10_000}
        step={1}
        required
        inputClassName="w-32"
      />
      <RadioGroupField
        control={form.control}
        name="mode"
        legend={LABELS.mode}
        options={MODE_OPTIONS}
      />
    </DialogForm>
  );
}
