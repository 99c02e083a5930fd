import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { skillSchema } from "@shared/schemas/cover.ts";

import type { SkillRow } from "@/api/get-skills";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
import { markRefusedField, refusalDetail } from "@/lib/refusal";

import { type SkillInput, useCreateSkill } from "../api/create-skill";
import { useUpdateSkill } from "../api/update-skill";
import { settingsMessages as texts } from "../messages";

/** What the dialog does: create a skill, or rename one. */
export type SkillDialogMode = { kind: "create" } | { kind: "rename"; skill: SkillRow };

const LABELS = { name: "Name" };

const check = checkedAs<SkillInput>(skillSchema, LABELS);

/** The Create and Rename Skill dialog; open while `mode` is set. */
export function SkillDialog(
  { mode, onClose }: { mode: SkillDialogMode | null; onClose: () => void },
) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {mode && (
          <SkillForm
            key={mode.kind === "rename" ? mode.skill.id : "create"}
            mode={mode}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SkillForm({ mode, onClose }: { mode: SkillDialogMode; onClose: () => void }) {
  const skill = mode.kind === "rename" ? mode.skill : null;
  const form = useForm<SkillInput>({
    resolver: check,
    defaultValues: { name: skill?.name ?? "" },
  });
  const callbacks = (saved: string, failed: string) => ({
    onSuccess: () => {
      toast.success(saved);
      onClose();
    },
    onError: (error: Error) => {
      toast.error(failed, refusalDetail(error, LABELS));
      markRefusedField(form.setError, error, LABELS);
    },
  });
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
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={create.isPending || rename.isPending}>
            {skill ? "Save" : "Create"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
