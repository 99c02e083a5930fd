import { useForm } from "react-hook-form";

import { skillSchema } from "@shared/schemas/cover.ts";

import type { SkillRow } from "@/api/get-skills";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { checkedAs } from "@/lib/form-check";

import { type SkillInput, useCreateSkill } from "../api/create-skill";
import { useUpdateSkill } from "../api/update-skill";
import { settingsMessages as texts } from "../messages";
import { saveCallbacks, SettingsDialogFooter } from "./settings-form-dialog";

const LABELS = { name: "Name" };

const check = checkedAs<SkillInput>(skillSchema, LABELS);

/** The Create and Rename Skill dialog's form, of `skill` (null: a new one). */
export function SkillForm({ skill, onClose }: { skill: SkillRow | null; onClose: () => void }) {
  const form = useForm<SkillInput>({
    resolver: check,
    defaultValues: { name: skill?.name ?? "" },
  });
  const callbacks = saveCallbacks(form.setError, LABELS, onClose);
  const create = useCreateSkill(callbacks(texts.skillCreated, texts.failedToCreateSkill));
  const rename = useUpdateSkill(callbacks(texts.skillRenamed, texts.failedToRenameSkill));

  function save({ name }: SkillInput) {
    const trimmed = name.trim();
    if (skill) rename.mutate({ id: skill.id, name: trimmed });
    else create.mutate({ name: trimmed });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{skill ? texts.renameSkill : texts.createSkill}</DialogTitle>
          <DialogDescription>
            {skill
              ? "Its holders and cover rules keep it under the new name."
              : "Give it to users in Manage Users; cover rules can then count them."}
          </DialogDescription>
        </DialogHeader>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <FormLabel>{LABELS.name}</FormLabel>
              <FormControl>
                <Input maxLength={100} required {...field} />
              </FormControl>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <SettingsDialogFooter
          isEdit={skill !== null}
          isBusy={create.isPending || rename.isPending}
          onCancel={onClose}
        />
      </form>
    </Form>
  );
}
