// SQL of where administrators land (issue 31, item 10; supabase/schemas/50_allowance_policies.sql):
// company_settings.admin_landing.
import type { LandingSettings } from "@shared/schemas/landing.ts";
import type { Tx } from "../../_shared/db.ts";

export async function getLandingSettings(tx: Tx): Promise<LandingSettings> {
  const [row] = await tx.query<LandingSettings>(
    `select s.admin_landing as "adminLanding" from public.company_settings s`,
  );
  return row;
}

/** Saves the setting (audited by company_settings' trigger). */
export async function updateLandingSettings(
  tx: Tx,
  settings: LandingSettings,
): Promise<LandingSettings> {
  const [row] = await tx.query<LandingSettings>(
    `update public.company_settings set admin_landing = $1
     returning admin_landing as "adminLanding"`,
    [settings.adminLanding],
  );
  return row;
}
