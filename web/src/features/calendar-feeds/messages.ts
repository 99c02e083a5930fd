// Calendar feeds' texts (issue 18, our wording), kept once for the screens and their tests.
import type { CalendarFeedKind } from "@shared/schemas/calendar.ts";

export const calendarFeedMessages = {
  open: "Calendar feeds",
  title: "Calendar feeds",
  description:
    "Subscribe to your leave in Outlook, Google Calendar or Apple Calendar. Anyone who has a link can read its calendar: keep it to yourself, and revoke it if it gets out.",
  loading: "Loading your calendar feeds…",
  failedToFetch: "Failed to fetch calendar feeds",
  none: "You have no calendar feeds yet.",
  listLabel: "Your calendar feeds",
  feedName: (kind: CalendarFeedKind, department: string | null) =>
    kind === "personal"
      ? "My calendar"
      : kind === "company"
      ? "Company calendar"
      : `Department calendar: ${department ?? "deleted department"}`,
  feedNote: (kind: CalendarFeedKind) =>
    kind === "personal" ? "Your holidays, with their status" : "Who is away; no reasons, no types",
  created: (date: string) => `Created ${date}`,
  addMine: "Add my calendar",
  addDepartment: "Add department calendar",
  addCompany: "Add company calendar",
  department: "Department",
  chooseDepartment: "Choose a department",
  failedToCreate: "Failed to create the calendar feed",
  createdTitle: "Your new calendar link",
  shownOnce:
    "This link will not be shown again. Copy it now and add it to your calendar app (Subscribe, or Add calendar from URL).",
  webLink: "Link",
  webcalLink: "webcal:// link",
  copy: (what: string) => `Copy ${what}`,
  copied: "Link copied",
  subscribe: "Add it now",
  openInApp: "Open in my calendar app",
  addToGoogle: "Add to Google Calendar",
  addToOutlook: "Add to Outlook",
  failedToCopy: "Could not copy: select the link and copy it yourself",
  done: "Done",
  revoke: "Revoke",
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: "Revoke this calendar feed?",
  revokeDescription:
    "Calendar apps subscribed to its link stop receiving updates at once. This cannot be undone.",
  revoked: "Calendar feed revoked",
  failedToRevoke: "Failed to revoke the calendar feed",

  settingsTitle: "Calendar feeds",
  settingsDescription:
    "Department and company calendar feeds show accepted holidays as “Firstname Lastname – Away”. Sickness is left out unless this is on; when on, it shows exactly as a holiday does, never with its reason.",
  showSickness: "Show sickness as Away",
  failedToFetchSettings: "Failed to fetch calendar feed settings",
  settingsSaved: "Calendar feed settings saved",
  failedToSaveSettings: "Failed to save calendar feed settings",
};
