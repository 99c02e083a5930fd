// /api/admin/landing-settings (issue 31, item 10): where a global administrator lands after
// signing in, the spec's Manage Users unless an administrator picks the Overview.
import { landingSettingsSchema } from "@shared/schemas/landing.ts";

import { getLandingSettings, updateLandingSettings } from "../data/landing.ts";
import { settingsRouter } from "../handlers.ts";

export const landingSettings = settingsRouter(
  getLandingSettings,
  landingSettingsSchema,
  updateLandingSettings,
);
