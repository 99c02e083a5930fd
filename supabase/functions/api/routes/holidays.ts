import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const holidays = new Hono<AppEnv>();
