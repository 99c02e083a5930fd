// SQL of sickness follow-ups and retention (issue 18; supabase/schemas/70_sickness.sql): a log's
// return-to-work interview and fit note, and the years health data is kept. Global admins only
// (RLS); the fit-note rule is private.fit_note_needed's alone.
import type {
  FollowUp,
  FollowUpInput,
  SicknessSettings,
} from "@shared/schemas/sickness-follow-ups.ts";
import type { Tx } from "../../_shared/db.ts";

/** The follow-ups of the logs `ids` that exist, by log id; $2 is today. */
const FOLLOW_UPS = `select l.id::integer as "logId",
    private.fit_note_needed(l.sick_from_date, l.sick_to_date, $2::date)
      and f.fit_note_received_on is null as "fitNoteNeeded",
    coalesce(f.rtw_status, 'not_needed') as "rtwStatus",
    f.rtw_done_by as "rtwDoneBy",
    case when b.id is not null then b.first_name || ' ' || b.last_name end as "rtwDoneByName",
    f.rtw_done_on::text as "rtwDoneOn", f.rtw_note as "rtwNote",
    f.fit_note_received_on::text as "fitNoteReceivedOn", f.fit_note_details as "fitNoteDetails"
  from public.sickness_logs l
  left join public.sickness_follow_ups f on f.log_id = l.id
  left join public.users b on b.id = f.rtw_done_by
  where l.id = any ($1::bigint[])
  order by l.id`;

export function findFollowUps(tx: Tx, ids: readonly number[], today: string): Promise<FollowUp[]> {
  return tx.query<FollowUp>(FOLLOW_UPS, [`{${ids.join(",")}}`, today]);
}

/** Records log `id`'s follow-up; null when there is no such log. */
export async function saveFollowUp(
  tx: Tx,
  id: number,
  input: FollowUpInput,
  today: string,
): Promise<FollowUp | null> {
  const saved = await tx.query(
    `insert into public.sickness_follow_ups as f (log_id, rtw_status, rtw_done_by, rtw_done_on,
       rtw_note, fit_note_received_on, fit_note_details)
     select l.id, $2, $3, $4, $5, $6, $7 from public.sickness_logs l where l.id = $1
     on conflict (log_id) do update set rtw_status = excluded.rtw_status,
       rtw_done_by = excluded.rtw_done_by, rtw_done_on = excluded.rtw_done_on,
       rtw_note = excluded.rtw_note, fit_note_received_on = excluded.fit_note_received_on,
       fit_note_details = excluded.fit_note_details
     returning f.log_id`,
    [
      id,
      input.rtwStatus,
      input.rtwDoneBy ?? null,
      input.rtwDoneOn ?? null,
      input.rtwNote ?? null,
      input.fitNoteReceivedOn ?? null,
      input.fitNoteDetails ?? null,
    ],
  );
  if (saved.length === 0) return null;
  const [row] = await findFollowUps(tx, [id], today);
  return row;
}

export async function getSicknessSettings(tx: Tx): Promise<SicknessSettings> {
  const [row] = await tx.query<SicknessSettings>(
    `select retention_years as "retentionYears" from public.sickness_settings`,
  );
  return row;
}

export async function updateSicknessSettings(
  tx: Tx,
  settings: SicknessSettings,
): Promise<SicknessSettings> {
  const [row] = await tx.query<SicknessSettings>(
    `update public.sickness_settings set retention_years = $1
     returning retention_years as "retentionYears"`,
    [settings.retentionYears],
  );
  return row;
}
