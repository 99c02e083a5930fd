// The Leave types page's texts (issue 33, our wording), kept once for the page and its tests.
export const leaveTypeMessages = {
  title: "Leave types",
  description:
    "The kinds of leave people take. Holiday is built in; turn on a ready-made type or create your own.",
  settingsLink: "Leave types",
  settingsLinkHint: "Holiday and the other kinds of leave your company records:",
  create: "Create Leave Type",
  edit: "Edit",
  editTitle: "Edit Leave Type",
  empty: "No leave types.",
  failedToFetch: "Failed to fetch leave types",
  created: "Leave type created",
  updated: "Leave type updated",
  failedToCreate: "Failed to create leave type",
  failedToUpdate: "Failed to update leave type",
  turnedOn: (name: string) => `${name} turned on`,
  turnedOff: (name: string) => `${name} turned off`,
  failedToChange: "Failed to change leave type",
  deleted: "Leave type deleted",
  failedToDelete: "Failed to delete leave type",
  confirmTitle: "Delete leave type",
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
  activeLabel: (name: string) => `${name} in use`,
  builtIn: "Built in",
  readyMade: "Ready-made",
  own: "Created",
  builtInHint: "Holiday is built in and keeps the holiday's rules: only its colour can change.",
  newHint: "Its rules apply to the requests filed as it.",
  // the form's labels
  name: "Name",
  colour: "Colour",
  colourHint: "Text must stay readable on it (contrast 4.5:1).",
  deducts: "Takes hours from the holiday allowance",
  allowance: "Own yearly allowance (hours)",
  allowanceHint: "Leave empty for no allowance of its own.",
  needsApproval: "Needs approval",
  colleaguesSeeName: 'Colleagues see its name (otherwise only "Away")',
  countsAsAway: "Counts as away for cover",
  halfDays: "Half days allowed",
  noteRequired: "A note is required when filing",
  filedBy: "Who files it",
  filedByEmployee: "Employees themselves",
  filedByAdmin: "Only an administrator, for someone",
  // the rules column
  rules: "Rules",
  status: "In use",
} as const;

/** A type's rules in a few words: "Takes holiday hours · Needs approval · Half days". */
export function leaveTypeRules(type: {
  deductsFromAllowance: boolean;
  allowanceHours: number | null;
  needsApproval: boolean;
  colleaguesSeeName: boolean;
  halfDays: boolean;
  filedBy: "employee" | "admin";
}): string {
  return [
    type.deductsFromAllowance
      ? "Takes holiday hours"
      : type.allowanceHours !== null
      ? `Own allowance ${type.allowanceHours} h`
      : "No allowance",
    type.needsApproval ? "Needs approval" : "Approved on filing",
    type.halfDays ? "Half days" : "Whole days",
    type.colleaguesSeeName ? null : "Shown as Away",
    type.filedBy === "admin" ? "Filed by an administrator" : null,
  ].filter((part) => part !== null).join(" · ");
}
