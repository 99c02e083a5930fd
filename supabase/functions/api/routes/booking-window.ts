// The booking window (issue 29): /api/booking-window, the window in force for every signed-in
// user (the request form refuses its days as soon as they are chosen); /api/admin/booking-window,
// the administrator's settings.
import { Hono } from "hono";
import { bookingWindowSettingsSchema } from "@shared/schemas/booking-window.ts";
import {
  findBookingWindow,
  findBookingWindowSettings,
  updateBookingWindowSettings,
} from "../data/booking-window.ts";
import { type AppEnv, asUser, body, requireRole } from "../http.ts";

export const bookingWindow = new Hono<AppEnv>();

bookingWindow.get("/", requireRole(), async (c) => {
  return c.json({ window: await asUser(c, findBookingWindow) });
});

export const adminBookingWindow = new Hono<AppEnv>();
adminBookingWindow.use(requireRole("global_admin"));

adminBookingWindow.get("/", async (c) => c.json(await asUser(c, findBookingWindowSettings)));

adminBookingWindow.put("/", async (c) => {
  const settings = await body(c, bookingWindowSettingsSchema);
  return c.json(await asUser(c, (tx) => updateBookingWindowSettings(tx, settings)));
});
