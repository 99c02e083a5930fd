/** The users CSV export (spec section 9), written by the app's one CSV writer (lib/csv). */
import { USERS_CSV_COLUMNS } from "@shared/constants.ts";
import { roleLabel } from "@shared/roles.ts";

import { toCsv } from "@/lib/csv";

/** The fields a users export reads. */
export type CsvUser = {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  vacation_hours: number;
  total_vacation_hours: number;
  start_date: string;
  department: string;
};

/** The export of the users shown: a header of USERS_CSV_COLUMNS, then one row per user. */
export function usersCsv(users: readonly CsvUser[]): string {
  return toCsv([
    USERS_CSV_COLUMNS,
    ...users.map((user) => [
      user.firstName,
      user.lastName,
      user.email,
      roleLabel(user.role),
      user.vacation_hours,
      user.total_vacation_hours,
      user.start_date,
      user.department,
    ]),
  ]);
}
