/**
 * The editable fields of a user as a form holds them (strings), and the edit they make.
 * vacation_hours is not among them: the server computes it (spec section 5).
 */
import type { AppRole } from "@shared/roles.ts";

import type { CreateUserInput } from "../api/create-user";

export type UserDraft = {
  firstName: string;
  lastName: string;
  email: string;
  role: AppRole;
  total_vacation_hours: string;
  start_date: string;
  /** A department id, or "" for none. */
  department_id: string;
};

type EditableUser = Omit<CreateUserInput, "password">;

/** The draft of a saved user. */
export function draftOf(user: EditableUser): UserDraft {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    total_vacation_hours: String(user.total_vacation_hours),
    start_date: user.start_date,
    department_id: user.department_id === null ? "" : String(user.department_id),
  };
}

/** The draft as the API takes it: hours and department as numbers (or null). */
export function fieldsOf(draft: UserDraft): EditableUser {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    role: draft.role,
    total_vacation_hours: Number(draft.total_vacation_hours),
    start_date: draft.start_date,
    department_id: draft.department_id === "" ? null : Number(draft.department_id),
  };
}

/** Only what the draft changed: changedFields(ann, { ...draftOf(ann), lastName: "Ray" }) → { lastName: "Ray" }. */
export function changedFields(user: EditableUser, draft: UserDraft): Partial<EditableUser> {
  const next = fieldsOf(draft);
  return Object.fromEntries(
    (Object.keys(next) as (keyof EditableUser)[])
      .filter((key) => next[key] !== user[key])
      .map((key) => [key, next[key]]),
  );
}
