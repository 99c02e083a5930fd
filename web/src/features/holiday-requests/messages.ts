// The employee's request screens' own texts (issue 31, our wording); the spec's are in
// shared/messages.ts.

export const holidayRequestMessages = {
  /** Under the balance's parts, while a working pattern is the user's today. */
  workingPattern: (name: string) => `Working pattern: ${name}`,
  /** Issue 33: the request form's type picker and note, shown only with a type besides Holiday. */
  leaveType: "Leave Type",
  note: "Note",
  noteRequired: (type: string) => `${type} needs a note.`,
  /** The preview of a type that takes nothing from the holiday allowance. */
  notFromHolidayAllowance: "This does not take from your holiday allowance.",
  /** The preview of a type with its own yearly allowance: what it leaves of it. */
  ownHoursLeftAfter: (type: string, left: number, year: number) =>
    `${type}: ${left} hours left in ${year} after this request.`,
  /** A line of the balance card per type with its own allowance. */
  ownAllowanceLine: (type: string, left: number, allowance: number) =>
    `${type}: ${left} of ${allowance} hours left.`,
  /** The preview of a time off in lieu request: what it leaves of the balance (below 0: refused). */
  toilLeftAfter: (type: string, left: number) => `${type}: ${left} hours left after this request.`,
  /** The balance card's line of time off in lieu, while it is turned on. */
  toilLine: (type: string, hours: number) => `${type}: ${hours} hours to take.`,
};
