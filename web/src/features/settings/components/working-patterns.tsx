import { formatHours } from "@shared/hours.ts";

import { useWorkingPatterns, type WorkingPatternRow } from "@/api/get-working-patterns";
import type { DataColumn } from "@/components/data-list/data-list";

import { useDeleteWorkingPattern } from "../api/delete-working-pattern";
import { settingsMessages as texts } from "../messages";
import { averageWeekHours, weeksLabel, weeksOf } from "../utils/patterns";
import { SettingsList } from "./settings-list";
import { PatternForm } from "./working-pattern-form";

const COLUMNS: DataColumn<WorkingPatternRow>[] = [
  { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-normal" },
  { header: "Cycle", cell: (row) => weeksLabel(weeksOf(row.hours.length)) },
  {
    header: "Hours per week (average)",
    cell: (row) => formatHours(averageWeekHours(row.hours)),
    className: "tabular-nums",
  },
  { header: "Users", cell: (row) => row.users, className: "tabular-nums" },
];

const TEXTS = {
  title: texts.patternsTitle,
  description: texts.patternsDescription,
  create: texts.createPattern,
  edit: "Edit",
  empty: texts.noPatterns,
  failedToFetch: texts.failedToFetchPatterns,
  deleted: texts.patternDeleted,
  failedToDelete: texts.failedToDeletePattern,
  confirmTitle: "Delete pattern",
};

/**
 * The Working patterns section: the named patterns with their cycle, average week and users,
 * Create Pattern, and each one's Edit and Delete (asked first; refused while users have it).
 */
export function WorkingPatterns() {
  return (
    <SettingsList
      texts={TEXTS}
      query={useWorkingPatterns()}
      columns={COLUMNS}
      name={(row) => row.name}
      confirmDelete={(row) => texts.confirmDeletePattern(row.name)}
      useDelete={useDeleteWorkingPattern}
      form={(pattern, onClose) => <PatternForm pattern={pattern} onClose={onClose} />}
      dialogClassName="sm:max-w-2xl"
    />
  );
}
