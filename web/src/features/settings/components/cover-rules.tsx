import type { DataColumn } from "@/components/data-list/data-list";

import { useDeleteCoverRule } from "../api/delete-cover-rule";
import { type CoverRuleRow, useCoverRules } from "../api/get-cover-rules";
import { settingsMessages as texts } from "../messages";
import { RuleForm } from "./cover-rule-form";
import { SettingsList } from "./settings-list";

const COLUMNS: DataColumn<CoverRuleRow>[] = [
  {
    header: "Department",
    cell: (row) => row.department,
    className: "font-medium whitespace-normal",
  },
  { header: "Skill", cell: (row) => row.skill ?? texts.everyone, className: "whitespace-normal" },
  { header: "Minimum present", cell: (row) => row.minimum, className: "tabular-nums" },
  { header: "Mode", cell: (row) => (row.mode === "block" ? texts.modeBlock : texts.modeWarn) },
];

const TEXTS = {
  title: texts.coverTitle,
  description: texts.coverDescription,
  create: texts.createRule,
  edit: "Edit",
  empty: texts.noRules,
  failedToFetch: texts.failedToFetchRules,
  deleted: texts.ruleDeleted,
  failedToDelete: texts.failedToDeleteRule,
  confirmTitle: "Delete cover rule",
};

/** A rule's name for a card and its buttons: "Production, Forklift". */
function ruleName(rule: CoverRuleRow): string {
  return `${rule.department}, ${rule.skill ?? texts.everyone}`;
}

/**
 * The Cover rules section (issue 17): each department's minimum present, in all or with a skill,
 * and whether falling short warns or blocks; Create Rule, and each one's Edit and Delete.
 */
export function CoverRules() {
  return (
    <SettingsList
      texts={TEXTS}
      query={useCoverRules()}
      columns={COLUMNS}
      name={ruleName}
      buttonName={(row) => `the rule of ${ruleName(row)}`}
      confirmDelete={(row) => texts.confirmDeleteRule(row.department, row.skill)}
      useDelete={useDeleteCoverRule}
      form={(rule, onClose) => <RuleForm rule={rule} onClose={onClose} />}
    />
  );
}
