// The Settings screen's texts (issue 16, our wording), kept once for the screen and its tests.
export const settingsMessages = {
  title: "Settings",
  allowanceTitle: "Allowance",
  allowanceDescription: "How each year's allowance is worked out for everyone.",
  proRataLabel: "Pro-rata allowance for starters and leavers",
  proRataHint:
    "The first and last year's allowance is scaled by the working days employed that year.",
  carryOverLabel: "Carry-over: maximum hours",
  carryOverHint: "Unused hours up to this many move to the next year; 0 turns carry-over off.",
  expiryLabel: "Carried hours expire on",
  expiryHint: "Carried hours not taken by this day of the next year lapse.",
  settingsSaved: "Settings saved",
  failedToSaveSettings: "Failed to save settings",
  failedToFetchSettings: "Failed to fetch settings",

  patternsTitle: "Working patterns",
  patternsDescription:
    "Cycles of hours per day that users can be given. Without one, a user works the standard pattern: Monday to Thursday, 10 hours a day.",
  createPattern: "Create Pattern",
  editPattern: "Edit Pattern",
  noPatterns: "No working patterns yet: everyone works the standard pattern.",
  failedToFetchPatterns: "Failed to fetch working patterns",
  patternCreated: "Pattern created",
  patternUpdated: "Pattern updated",
  patternDeleted: "Pattern deleted",
  failedToCreatePattern: "Failed to create pattern",
  failedToUpdatePattern: "Failed to update pattern",
  failedToDeletePattern: "Failed to delete pattern",
  confirmDeletePattern: (name: string) => `Are you sure you want to delete ${name}?`,
} as const;
