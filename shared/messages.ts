/**
 * Every text the spec quotes (sections 1, 2, 4, 5, 8), kept once so that the API, the web
 * app and the tests use the same words. Texts the spec describes without quoting (the user,
 * department and approve/deny success toasts, the login warning) are our wording.
 */

/** The balance line of the request form: vacationHoursAvailable(40) → "You have 40 vacation hours available." */
export function vacationHoursAvailable(hours: number): string {
  return `You have ${hours} vacation hours available.`;
}

/** The form's preview of a request's hours: requestTakesHours(40) → "This request will take 40 vacation hours." */
export function requestTakesHours(hours: number): string {
  return `This request will take ${hours} vacation hours.`;
}

/** The preview's balance after a request, in the request's year (our wording): hoursLeftAfterRequest(130, 2027) → "That leaves you 130 vacation hours in 2027." */
export function hoursLeftAfterRequest(hours: number, year: number): string {
  return `That leaves you ${hours} vacation hours in ${year}.`;
}

/**
 * What a request refused at the -30 h floor needs, beside the spec's message (our wording):
 * requestNeedsHours(140, 100) → "This request needs 140 hours; you have 100 hours left."
 */
export function requestNeedsHours(needed: number, left: number): string {
  return `This request needs ${needed} hours; you have ${left} hours left.`;
}

/**
 * The admin's add refused for the chosen employee (our wording; the spec's overlap text speaks
 * to the employee who books): userHasOverlap("Ann Lee") → "Ann Lee already has a holiday
 * request overlapping the selected dates."
 */
export function userHasOverlap(name: string): string {
  return `${name} already has a holiday request overlapping the selected dates.`;
}

/**
 * The question before withdrawing a pending request (our wording):
 * confirmWithdraw("07/12/2026 to 10/12/2026") → "Withdraw your request for 07/12/2026 to
 * 10/12/2026? It has not been decided yet; its hours come back to you and it stays in your
 * list as Cancelled."
 */
export function confirmWithdraw(period: string): string {
  return `Withdraw your request for ${period}? It has not been decided yet; its hours come back to you and it stays in your list as Cancelled.`;
}

/** Archive pager text: pageOf(1, 3) → "Page 1 of 3". */
export function pageOf(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

/** Sickness summary heading: sicknessSummaryTitle(2025) → "Sickness Summary for 2025". */
export function sicknessSummaryTitle(year: number): string {
  return `Sickness Summary for ${year}`;
}

/** Planning title of a holiday: ("Ann", "Lee", "full", "morning", 15) → "Ann Lee (full - morning, 15h)". */
export function holidayEventTitle(
  firstName: string,
  lastName: string,
  startDayType: string,
  endDayType: string,
  hours: number,
): string {
  return `${firstName} ${lastName} (${startDayType} - ${endDayType}, ${hours}h)`;
}

/** Planning title of an appointment: ("Ann", "Lee", "Dentist") → "Appointment: Ann Lee - Dentist". */
export function appointmentEventTitle(firstName: string, lastName: string, reason: string): string {
  return `Appointment: ${firstName} ${lastName} - ${reason}`;
}

/** All spec texts by name: messages.denyReasonRequired → "Please provide a reason for denial". */
export const messages = {
  // Login, session and password reset (sections 1, 2, 5, 8)
  loginWarning:
    "All holiday requests are subject to approval. Please do not book any travel until your leave has been approved.",
  loginFailed: "Incorrect username, please try again or contact support.",
  loading: "Loading...",
  forgotPassword: "Forgot Password?",
  sendResetLink: "Send Reset Link",
  resetPassword: "Reset Password",
  passwordsDoNotMatch: "Passwords do not match",
  passwordResetSuccess: "Password has been reset successfully",
  failedToSendResetLink: "Failed to send reset link",
  failedToResetPassword: "Failed to reset password",
  resetLinkSent: "If an account exists for this email, a password reset link has been sent to it.",

  // Request Holidays form (sections 2 and 5)
  requestHolidays: "Request Holidays",
  submitRequest: "Submit Request",
  submitting: "Submitting...",
  startInChristmas: "Start date cannot be between December 24th and 31st inclusive",
  endInChristmas: "End date cannot be between December 24th and 31st inclusive",
  insufficientHours: "Insufficient vacation hours: You have less than -30 hours available.",
  overlap: "You already have a holiday request overlapping the selected dates.",
  holidayRequestSubmitted: "Holiday request submitted successfully",
  failedToSubmitHolidayRequest: "Failed to submit holiday request",
  // Our wording beside the spec's: the floor the preview warns about, and a 0-hour range.
  belowBalanceFloor: "A request may not take your balance below -30 hours.",
  noWorkingHours:
    "These dates take no working hours: only Monday to Thursday count, and bank holidays do not.",
  /** The same for a user on a working pattern (issue 16), whose days are not Monday to Thursday. */
  noWorkingHoursOnPattern:
    "These dates take no working hours: none are working days of your pattern, and bank holidays do not count.",
  startDateInPast: "The start date cannot be before today.",

  // Own requests and cancellation (sections 2, 4, 8)
  yourHolidayRequests: "Your Holiday Requests",
  noHolidayRequests: "You have no holiday requests yet.",
  // Our wording: the next step beside an empty list.
  requestAHoliday: "Request a holiday",
  clearSearch: "Clear search",
  requestCancellation: "Request Cancellation",
  confirmRequestCancellation:
    "Are you sure you want to request cancellation of this holiday request?",
  cancellationRequestSubmitted: "Cancellation request submitted. Await admin approval.",
  failedToSubmitCancellationRequest: "Failed to submit cancellation request",
  // Withdrawing a pending request (our wording; the spec has no withdrawal)
  withdraw: "Withdraw",
  withdrawTitle: "Withdraw holiday request",
  holidayRequestWithdrawn: "Holiday request withdrawn",
  failedToWithdrawHolidayRequest: "Failed to withdraw holiday request",

  // Approve or deny (sections 5 and 8)
  approveOrDenyTitle: "Approve or Deny Holiday Requests",
  noPendingRequests: "There are no pending holiday requests.",
  denyReasonRequired: "Please provide a reason for denial",
  requestApproved: "Holiday request approved",
  requestDenied: "Holiday request denied",
  failedToApproveHolidayRequest: "Failed to approve holiday request",
  failedToDenyHolidayRequest: "Failed to deny holiday request",

  // Archive (sections 2 and 8)
  allHolidayRequestsTitle: "All Holiday Requests",
  noMatchingHolidayRequests: "No holiday requests match.",
  archiveSearchPlaceholder: "Search by name, department, or status",
  confirmCancelHoliday: "Are you sure you want to cancel this holiday request?",
  holidayRequestCanceled: "Holiday request successfully canceled",
  failedToCancelHolidayRequest: "Failed to cancel holiday request",
  notApplicable: "N/A",
  ellipsis: "...",

  // Cancellation requests (sections 2 and 8)
  cancellationRequestsTitle: "Cancellation Requests",
  noCancellationRequests: "There are no cancellation requests.",
  rejectReasonPrompt: "Enter reason for rejection:",
  rejectReasonRequired: "Please provide a reason for rejection",
  cancellationApproved: "Cancellation approved",
  cancellationRejected: "Cancellation rejected",
  failedToApproveCancellation: "Failed to approve cancellation",
  failedToRejectCancellation: "Failed to reject cancellation",

  // Add holiday for a user, bulk add (sections 2, 5, 8)
  addHolidayForUserTitle: "Add Holiday Request for User",
  bulkHolidayTitle: "Bulk Holiday Request",
  addHolidayRequest: "Add Holiday Request",
  holidayAdded: "Holiday request added and vacation hours deducted successfully",
  failedToAddHolidayRequest: "Failed to add holiday request",
  bulkDatesRequired: "Please select both start and end dates",
  bulkUsersRequired: "Please select at least one user",
  bulkHolidaySubmitted: "Bulk holiday request submitted successfully",
  failedToSubmitBulkHolidayRequest: "Failed to submit bulk holiday request",

  // Planning (sections 2, 4, 8)
  holidayPlanning: "Holiday Planning",
  viewCalendar: "View Calendar",
  viewList: "View List",
  planningSearchPlaceholder: "Search by name, surname, or department",
  viewByMonth: "View by Month",
  selectMonth: "Select a Month",
  viewByYear: "View by Year",
  selectYear: "Select a Year",
  filterByDepartment: "Filter by Department",
  allDepartments: "All Departments",
  holidayRequestDetails: "Holiday Request Details",
  appointmentDetails: "Appointment Details",
  confirmPlanningCancelHoliday: "Do you want to cancel this holiday request?",
  confirmDeleteAppointment: "Do you want to delete this appointment?",
  holidayCancelled: "Holiday cancelled successfully.",
  appointmentDeleted: "Appointment deleted successfully.",
  failedToDeleteAppointment: "Failed to delete appointment",
  noPlanningEntries: "Nothing is planned in this period.",

  // Users and departments (sections 2 and 8)
  manageUsersTitle: "Manage Users",
  manageDepartmentsTitle: "Manage Departments",
  exportCsv: "Export CSV",
  createUser: "Create User",
  createDepartment: "Create Department",
  noMatchingUsers: "No users match.",
  noDepartments: "There are no departments yet.",
  usersSearchPlaceholder: "Name / Email",
  userCreated: "User created successfully",
  userUpdated: "User updated successfully",
  userDeleted: "User deleted successfully",
  failedToCreateUser: "Failed to create user",
  failedToUpdateUser: "Failed to update user",
  failedToDeleteUser: "Failed to delete user",
  departmentCreated: "Department created successfully",
  departmentUpdated: "Department updated successfully",
  departmentDeleted: "Department deleted successfully",
  failedToCreateDepartment: "Failed to create department",
  failedToUpdateDepartment: "Failed to update department",
  failedToDeleteDepartment: "Failed to delete department",

  // Sickness logs (sections 2 and 8)
  manageSicknessLogsTitle: "Manage Sickness Logs",
  sicknessSearchPlaceholder: "Search by name, reason or date",
  createLog: "Create Log",
  searchAndSelectUser: "Search and select user",
  noUsersFound: "No users found",
  logCreated: "Log created successfully",
  logUpdated: "Log updated successfully",
  logDeleted: "Log deleted successfully",
  failedToCreateLog: "Failed to create log",
  failedToUpdateLog: "Failed to update log",
  failedToDeleteLog: "Failed to delete log",
  confirmDeleteLog: "Are you sure you want to delete this log?",
  noSicknessLogs: "No sickness logs found.",
  createLogHint: 'Use "Create Log" to record one.',
  noSickDaysInYear: "No sick days are recorded in this year.",

  // Appointment logs (sections 2 and 8)
  manageAppointmentLogsTitle: "Manage Appointment Logs",
  createAppointmentLog: "Create Appointment Log",
  appointmentLogCreated: "Appointment log created successfully",
  appointmentLogUpdated: "Appointment log updated successfully",
  appointmentLogDeleted: "Appointment log deleted successfully",
  failedToCreateAppointmentLog: "Failed to create appointment log",
  failedToUpdateAppointmentLog: "Failed to update appointment log",
  failedToDeleteAppointmentLog: "Failed to delete appointment log",
  noAppointmentLogs: "There are no appointment logs.",
  createAppointmentLogHint: 'Use "Create Appointment Log" to record one.',

  // Fetch failures (section 8)
  failedToFetchVacationHours: "Failed to fetch vacation hours",
  failedToFetchUsers: "Failed to fetch users",
  failedToFetchDepartments: "Failed to fetch departments",
  failedToFetchHolidayRequests: "Failed to fetch holiday requests",
  failedToFetchHolidayPlanning: "Failed to fetch holiday planning",
  failedToFetchAppointmentLogs: "Failed to fetch appointment logs",
  failedToFetchLogs: "Failed to fetch logs",
  failedToFetchSicknessSummary: "Failed to fetch sickness summary",
  failedToFetchCancellationRequests: "Failed to fetch cancellation requests",

  // Texts built from values
  vacationHoursAvailable,
  requestTakesHours,
  hoursLeftAfterRequest,
  requestNeedsHours,
  confirmWithdraw,
  userHasOverlap,
  pageOf,
  sicknessSummaryTitle,
  holidayEventTitle,
  appointmentEventTitle,
} as const;

/** Every fixed text of `messages`, to recognise a spec message: MESSAGE_TEXTS.has("Passwords do not match") → true. */
export const MESSAGE_TEXTS: ReadonlySet<string> = new Set(
  Object.values(messages as Record<string, unknown>).filter(
    (text): text is string => typeof text === "string",
  ),
);
