import { type SkillRow, useSkills } from "@/api/get-skills";
import type { DataColumn } from "@/components/data-list/data-list";

import { useDeleteSkill } from "../api/delete-skill";
import { settingsMessages as texts } from "../messages";
import { SettingsList } from "./settings-list";
import { SkillForm } from "./skill-form";

const COLUMNS: DataColumn<SkillRow>[] = [
  { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-normal" },
  { header: "Users", cell: (row) => row.users, className: "tabular-nums" },
];

const TEXTS = {
  title: texts.skillsTitle,
  description: texts.skillsDescription,
  create: texts.createSkill,
  edit: "Rename",
  empty: texts.noSkills,
  failedToFetch: texts.failedToFetchSkills,
  deleted: texts.skillDeleted,
  failedToDelete: texts.failedToDeleteSkill,
  confirmTitle: "Delete skill",
};

/**
 * The Skills section (issue 17): each skill with how many users hold it, Create Skill, and each
 * one's Rename and Delete (asked first: its cover rules and holders go with it).
 */
export function Skills() {
  return (
    <SettingsList
      texts={TEXTS}
      query={useSkills()}
      columns={COLUMNS}
      name={(row) => row.name}
      confirmDelete={(row) => texts.confirmDeleteSkill(row.name, row.users)}
      useDelete={useDeleteSkill}
      form={(skill, onClose) => <SkillForm skill={skill} onClose={onClose} />}
    />
  );
}
