/**
 * Where a global administrator lands after signing in (issue 31, item 10): the spec's Manage
 * Users unless an administrator picks the Overview.
 *
 * Routes (docs/api.md, "Where administrators land"):
 * - GET and PUT /api/admin/landing-settings (global admin): LandingSettings.
 */
import { z } from "zod";

/** The screens an administrator may land on; "users" (Manage Users) is the spec's. */
export const ADMIN_LANDINGS = ["users", "overview"] as const;
export type AdminLanding = (typeof ADMIN_LANDINGS)[number];

export const landingSettingsSchema = z.object({
  adminLanding: z.enum(ADMIN_LANDINGS, { error: `must be one of ${ADMIN_LANDINGS.join(", ")}` }),
});
export type LandingSettings = z.infer<typeof landingSettingsSchema>;
