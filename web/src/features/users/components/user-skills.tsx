import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";

import { type SkillRow, useSkills } from "@/api/get-skills";
import { LoadStatus } from "@/components/list-status";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { refusalDetail } from "@/lib/refusal";

import { useUserSkills } from "../api/get-user-skills";
import { useSetUserSkills } from "../api/set-user-skills";
import { POLICY_WORDS } from "./policy-words";
import { useReportUnsaved } from "./unsaved-parts";

/**
 * The skills a user holds (issue 17), which cover rules count: a box per skill, saved all at
 * once. Without any skill, where to add them.
 */
export function UserSkills({ userId }: { userId: string }) {
  const skills = useSkills();
  const held = useUserSkills(userId);

  if (!skills.data || !held.data) {
    const query = {
      isPending: skills.isPending || held.isPending,
      isError: skills.isError || held.isError,
    };
    return <LoadStatus query={query} errorMessage={POLICY_WORDS.failedToFetchSkills} />;
  }
  if (skills.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No skills yet: add them in{" "}
        <Link
          to={paths.app.settings.getHref()}
          className="text-foreground underline underline-offset-4"
        >
          Settings
        </Link>.
      </p>
    );
  }
  return (
    <UserSkillsForm
      key={held.data.skillIds.join(",")}
      userId={userId}
      skills={skills.data}
      heldIds={held.data.skillIds}
    />
  );
}

function UserSkillsForm({ userId, skills, heldIds }: {
  userId: string;
  skills: readonly SkillRow[];
  heldIds: readonly number[];
}) {
  const id = useId();
  const [checked, setChecked] = useState(() => new Set(heldIds));
  const [saved, setSaved] = useState(() => new Set(heldIds));
  const save = useSetUserSkills({
    onSuccess: (_, sent) => {
      toast.success(POLICY_WORDS.skillsSaved);
      setSaved(new Set(sent.skillIds));
    },
    onError: (error) => toast.error(POLICY_WORDS.failedToSaveSkills, refusalDetail(error)),
  });
  useReportUnsaved(
    POLICY_WORDS.skillsTitle,
    checked.size !== saved.size || [...checked].some((skillId) => !saved.has(skillId)),
  );

  function toggle(skillId: number, isChecked: boolean) {
    setChecked((current) => {
      const next = new Set(current);
      if (isChecked) next.add(skillId);
      else next.delete(skillId);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Only skills that still exist: one deleted meanwhile is not sent back.
    const skillIds = skills.map((skill) => skill.id).filter((skillId) => checked.has(skillId));
    save.mutate({ userId, skillIds: skillIds.sort((a, b) => a - b) });
  }

  return (
    <form onSubmit={submit} className="grid gap-3">
      <div role="group" aria-label={POLICY_WORDS.skillsHeld} className="grid gap-2 sm:grid-cols-2">
        {skills.map((skill) => (
          <div key={skill.id} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${skill.id}`}
              checked={checked.has(skill.id)}
              onCheckedChange={(state) => toggle(skill.id, state === true)}
            />
            <Label htmlFor={`${id}-${skill.id}`} className="font-normal">{skill.name}</Label>
          </div>
        ))}
      </div>
      <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
        {POLICY_WORDS.saveSkills}
      </Button>
    </form>
  );
}
