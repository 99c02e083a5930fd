/** Manage Users' words for a user's working pattern and allowance (issue 16, not the spec's). */
export const POLICY_WORDS = {
  title: "Working pattern and allowance",
  /** The pattern of a user no named pattern is given to: the spec's rule. */
  companyDefault: "Company default (Mon\u2013Thu 10 h)",
  failedToFetch: "Failed to fetch the working pattern and allowance",
  patternSaved: "Working pattern saved",
  patternRemoved: "Working pattern removed",
  endDateSaved: "End date saved",
  carriedSaved: "Carried hours saved",
  carriedRemoved: "Carried hours set back to what the rules carry",
  carryOverOff: "Carry-over is off in Settings, so carried hours cannot be set.",
  skillsTitle: "Skills",
  skillsHeld: "Skills held",
  saveSkills: "Save skills",
  skillsSaved: "Skills saved",
  failedToSaveSkills: "Failed to save skills",
  failedToFetchSkills: "Failed to fetch skills",
  /** The parts of the dialog, each saved by its own button (issue 31, item 13). */
  patternPart: "Working pattern",
  endDatePart: "End date",
  carriedPart: "Carried hours",
  /** Closing with a change not saved yet asks first. */
  unsavedTitle: "Discard changes not saved?",
  keepEditing: "Keep editing",
  discard: "Discard changes",
  /** A crew's offset into a rota's cycle (issue 31, item 12). */
  offsetHint: (cycleDays: number) =>
    `0 to ${
      cycleDays - 1
    }: this person's cycle starts that many days after the pattern's (crew B of 4 on / 4 off: 4).`,
  offsetLater: (days: number) => `, starting ${days} ${days === 1 ? "day" : "days"} later`,
} as const;

/** "Working pattern", "Working pattern and End date", "A, B and C": the parts not saved. */
export function unsavedText(parts: readonly string[]): string {
  const named = parts.length <= 1
    ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `${named}: ${
    parts.length === 1 ? "this change has" : "these changes have"
  } not been saved. Close and lose ${
    parts.length === 1 ? "it" : "them"
  }, or keep editing and save.`;
}

/** The fields as the server names them, with the labels the dialog shows. */
export const POLICY_LABELS = {
  patternId: "Pattern",
  startsOn: "From",
  endDate: "End Date",
  year: "Year",
  hours: "Carried hours",
  reason: "Reason",
  offsetDays: "Crew offset (days)",
};
