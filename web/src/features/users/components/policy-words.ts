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
} as const;

/** The fields as the server names them, with the labels the dialog shows. */
export const POLICY_LABELS = {
  patternId: "Pattern",
  startsOn: "From",
  endDate: "End Date",
  year: "Year",
  hours: "Carried hours",
  reason: "Reason",
};
