// SQL of the booking window (issue 29; supabase/schemas/50_allowance_policies.sql): company_settings' three
// columns. Every function takes the open transaction first.
import type { BookingWindow } from "@shared/booking-window.ts";
import type { BookingWindowSettings } from "@shared/schemas/booking-window.ts";
import type { Tx } from "../../_shared/db.ts";

const SETTINGS = `s.booking_window_on as on, s.booking_window_from as from,
  s.booking_window_to as to`;

/** The settings, whether on or off. */
export async function findBookingWindowSettings(tx: Tx): Promise<BookingWindowSettings> {
  const [row] = await tx.query<BookingWindowSettings>(
    `select ${SETTINGS} from public.company_settings s`,
  );
  return row;
}

/** The window in force, or null when it is off. */
export async function findBookingWindow(tx: Tx): Promise<BookingWindow | null> {
  const { on, from, to } = await findBookingWindowSettings(tx);
  return on ? { from, to } : null;
}

/** Saves the settings (audited by company_settings' trigger). */
export async function updateBookingWindowSettings(
  tx: Tx,
  settings: BookingWindowSettings,
): Promise<BookingWindowSettings> {
  const [row] = await tx.query<BookingWindowSettings>(
    `update public.company_settings s set booking_window_on = $1, booking_window_from = $2,
       booking_window_to = $3
     returning ${SETTINGS}`,
    [settings.on, settings.from, settings.to],
  );
  return row;
}
