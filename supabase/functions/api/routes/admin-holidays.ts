import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const adminHolidays = new Hono<AppEnv>();
