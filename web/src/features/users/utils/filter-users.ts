import { yearOf } from "@shared/dates.ts";
import { userSearchNeedle } from "@shared/user-search.ts";

/** The fields the users screen filters on. */
export type FilterableUser = {
  firstName: string;
  lastName: string;
  email: string;
  start_date: string;
};

/**
 * The users shown (spec section 5): the text found in the first name, last name or email,
 * any case, or in the whole name as it reads ("ann lee", as the archive finds it), and a start
 * date in `year` (null: any year). The API's search (?q=&startYear=) is this rule in SQL.
 * filterUsers(users, "ANN", 2025) → users named Ann… who started in 2025.
 */
export function filterUsers<T extends FilterableUser>(
  users: readonly T[],
  text: string,
  year: number | null,
): T[] {
  const needle = userSearchNeedle(text);
  return users.filter((user) => {
    if (year !== null && yearOf(user.start_date) !== year) return false;
    if (!needle) return true;
    const fullName = `${user.firstName} ${user.lastName}`.replace(/\s+/g, " ");
    return [user.firstName, user.lastName, user.email, fullName]
      .some((field) => field.toLowerCase().includes(needle));
  });
}

/** The year box's number, or null while it holds no whole year: "2025" → 2025; "" → null. */
export function parseYear(text: string): number | null {
  return /^\d{4}$/.test(text.trim()) ? Number(text) : null;
}
