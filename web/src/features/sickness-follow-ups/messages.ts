// The texts of sickness follow-ups and health-data retention (issue 18, our wording), kept once
// for the screens and their tests.
import { FIT_NOTE_AFTER_DAYS } from "@shared/schemas/sickness-follow-ups.ts";

export const followUpMessages = {
  showFollowUps: "Show follow-ups (return to work, fit notes)",
  column: "Follow-up",
  action: "Follow-up",
  /** The row action's name: "Follow-up for Ann Lee, 02/03/2026 to 04/03/2026". */
  actionFor: (name: string, dates: string) => `Follow-up for ${name}, ${dates}`,
  /** A log's dates: "02/03/2026 to 04/03/2026", or "from 02/03/2026" while it is open. */
  dates: (from: string, to: string | null) => to ? `${from} to ${to}` : `from ${from}`,
  fitNoteNeeded: "Fit note needed",
  interviewDue: "Interview due",
  interviewDone: "Interview done",
  nothingToFollowUp: "Nothing to follow up",
  failedToFetchFollowUps: "Failed to fetch follow-ups",

  dialogTitle: "Follow-up",
  returnToWork: "Return to work",
  interviewStatus: "Interview",
  statusNotNeeded: "Not needed",
  statusDue: "Due",
  statusDone: "Done",
  doneBy: "Done by",
  doneOn: "Done on",
  interviewNote: "Interview note",
  interviewNoteHint: "Seen by administrators only, like the reason.",
  fitNote: "Fit note",
  fitNoteNeededLine: `Needed: this log is longer than ${FIT_NOTE_AFTER_DAYS} days`,
  receivedOn: "Received on",
  details: "Details",
  followUpSaved: "Follow-up saved",
  failedToSaveFollowUp: "Failed to save follow-up",

  healthDataTitle: "Health data",
  healthDataDescription:
    "Sickness reasons, return-to-work interview notes and fit-note details are special-category health data: a daily job erases them once they are no longer needed.",
  retentionLabel: "Years to keep health data",
  years: "years",
  retentionHint:
    "Keep sickness reasons, interview notes and fit-note details for this many years after a log ends. The logs and their dates stay.",
  retentionSaved: "Retention saved",
  failedToSaveRetention: "Failed to save retention",
  failedToFetchRetention: "Failed to fetch retention",
} as const;
