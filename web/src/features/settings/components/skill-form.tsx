import { useForm } from "react-hook-form";

import { skillSchema } from "@shared/schemas/cover.ts";

import type { SkillRow } from "@/api/get-skills";
import { DialogForm } from "@/components/form/form-dialog";
import { NameField } from "@/components/form/input-fields";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { checkedAs } from "@/lib/form-check";

import { type SkillInput, useCreateSkill } from "../api/create-skill";
import { useUpdateSkill } from "../api/update-skill";
import { settingsMessages as texts } from "../messages";

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
    <DialogForm
      form={form}
      onSubmit={save}
      title={skill ? texts.renameSkill : texts.createSkill}
      description={skill
        ? "Its holders and cover rules keep it under the new name."
        : "Give it to users in Manage Users; cover rules can then count them."}
      isEdit={skill !== null}
      isBusy={create.isPending || rename.isPending}
      onCancel={onClose}
    >
      <NameField control={form.control} />
    </DialogForm>
  );
}
