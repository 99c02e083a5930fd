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

  skillsTitle: "Skills",
  skillsDescription:
    "What users can do that cover rules may ask for, such as driving a forklift. Give users their skills in Manage Users.",
  createSkill: "Create Skill",
  renameSkill: "Rename Skill",
  noSkills: "No skills yet: cover rules can only count everyone.",
  failedToFetchSkills: "Failed to fetch skills",
  skillCreated: "Skill created",
  skillRenamed: "Skill renamed",
  skillDeleted: "Skill deleted",
  failedToCreateSkill: "Failed to create skill",
  failedToRenameSkill: "Failed to rename skill",
  failedToDeleteSkill: "Failed to delete skill",
  confirmDeleteSkill: (name: string, users: number) =>
    `Are you sure you want to delete ${name}? Its cover rules are deleted with it, and ${
      users === 1 ? "the 1 user who holds it" : `the ${users} users who hold it`
    } no longer will.`,

  coverTitle: "Cover rules",
  coverDescription:
    "The fewest people each department needs at work on a day it works, in all or with a skill. A holiday request that would leave fewer is checked against the rule.",
  createRule: "Create Rule",
  editRule: "Edit Rule",
  noRules: "No cover rules yet: requests are not checked for cover.",
  failedToFetchRules: "Failed to fetch cover rules",
  ruleCreated: "Cover rule created",
  ruleUpdated: "Cover rule updated",
  ruleDeleted: "Cover rule deleted",
  failedToCreateRule: "Failed to create cover rule",
  failedToUpdateRule: "Failed to update cover rule",
  failedToDeleteRule: "Failed to delete cover rule",
  everyone: "Everyone",
  everyoneOption: "Everyone (any skill)",
  modeWarn: "Warn",
  modeBlock: "Block",
  modeWarnHint: "The request goes ahead and the approver sees the shortfall.",
  modeBlockHint: "An employee's request is refused; an administrator may go ahead with a reason.",
  confirmDeleteRule: (department: string, skill: string | null) =>
    `Are you sure you want to delete the cover rule of ${department} for ${
      skill ?? "everyone"
    }? Its requests will no longer be checked by it.`,

  // Issue 31, item 10: where administrators land after signing in.
  landingTitle: "Landing page",
  landingDescription:
    "The screen administrators see first after signing in. Everyone else lands on Holidays Requests.",
  landingLegend: "Administrators land on",
  landingUsers: "Manage Users (the default)",
  landingOverview: "Overview",
  failedToFetchLanding: "Failed to fetch the landing page",
} as const;
