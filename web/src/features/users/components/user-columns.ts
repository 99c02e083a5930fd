/** Column titles of the users table, in the order of the CSV export. */
export const USER_COLUMNS = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  role: "Role",
  vacationHours: "Vacation Hours",
  totalVacationHours: "Total Vacation Hours",
  startDate: "Start Date",
  department: "Department",
} as const;

export type UserColumn = keyof typeof USER_COLUMNS;
