import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { type CoverMode, type CoverRuleInput, coverRuleSchema } from "@shared/schemas/cover.ts";

import { useDepartments } from "@/api/get-departments";
import { useSkills } from "@/api/get-skills";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { withLabels } from "@/lib/field-errors";

import { useCreateCoverRule } from "../api/create-cover-rule";
import type { CoverRuleRow } from "../api/get-cover-rules";
import { useUpdateCoverRule } from "../api/update-cover-rule";
import { settingsMessages as texts } from "../messages";
import { CoverModeField } from "./cover-mode-field";
import { saveCallbacks, SettingsDialogFooter } from "./settings-form-dialog";

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
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid min-w-0 gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{rule ? texts.editRule : texts.createRule}</DialogTitle>
          <DialogDescription>
            At least this many people of the department at work on each day it works.
          </DialogDescription>
        </DialogHeader>
        <FormField
          control={form.control}
          name="departmentId"
          render={({ field }) => (
            <FormItem className="content-start gap-1.5">
              <FormLabel>{LABELS.departmentId}</FormLabel>
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <FormControl>
                  <SelectTrigger className="w-full" ref={field.ref}>
                    <SelectValue placeholder="Choose a department" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {(departments.data ?? []).map((department) => (
                    <SelectItem key={department.id} value={String(department.id)}>
                      {department.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="skillId"
          render={({ field }) => (
            <FormItem className="content-start gap-1.5">
              <FormLabel>{LABELS.skillId}</FormLabel>
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <FormControl>
                  <SelectTrigger className="w-full" ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value={EVERYONE}>{texts.everyoneOption}</SelectItem>
                  {(skills.data ?? []).map((skill) => (
                    <SelectItem key={skill.id} value={String(skill.id)}>{skill.name}</SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>Count only the people who hold this skill.</FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="minimum"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <FormLabel>{LABELS.minimum}</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={10_000}
                  step={1}
                  required
                  className="w-32"
                  {...field}
                />
              </FormControl>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="mode"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <CoverModeField
                legend={LABELS.mode}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <SettingsDialogFooter
          isEdit={rule !== null}
          isBusy={create.isPending || update.isPending}
          onCancel={onClose}
        />
      </form>
    </Form>
  );
}
