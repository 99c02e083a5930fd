/**
 * Application roles (spec sections 1 and 6) and the permission questions both sides ask.
 */

/** A user's role in the app, stored on the user row. */
export type AppRole = "employee" | "sickness_user" | "global_admin";

/** Every role, the default first. */
export const APP_ROLES = [
  "employee",
  "sickness_user",
  "global_admin",
] as const satisfies readonly AppRole[];

const LABELS: Record<AppRole, string> = {
  employee: "Employee",
  sickness_user: "Sickness User",
  global_admin: "Global Administrator",
};

/** True for one of the three roles: isAppRole("global_admin") → true. */
export function isAppRole(value: unknown): value is AppRole {
  return typeof value === "string" && (APP_ROLES as readonly string[]).includes(value);
}

/** Display name of a role: "global_admin" → "Global Administrator"; unknown → "Employee". */
export function roleLabel(role: string | null | undefined): string {
  return isAppRole(role) ? LABELS[role] : LABELS.employee;
}

/** True for roles that may read or edit a sickness reason (health data): global_admin only. */
export function canSeeSicknessReason(role: string | null | undefined): boolean {
  return role === "global_admin";
}
