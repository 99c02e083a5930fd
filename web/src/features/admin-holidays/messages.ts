// The admin holiday screens' own texts (issue 31, our wording); the spec's are in shared/messages.ts.

export const adminHolidayMessages = {
  /**
   * Beside a denial reason left empty, under the spec's toast ('Please provide a reason for
   * denial'): other words, so that the field's note and the toast are never mistaken for each
   * other.
   */
  reasonNeeded: "Type the reason before denying this request.",
  /** The pending list's and the archive's filter by leave type (issue 33), and its every-type choice. */
  leaveTypeFilter: "Leave type",
  allLeaveTypes: "All types",
};
