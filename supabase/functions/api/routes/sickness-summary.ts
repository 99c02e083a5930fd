import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const sicknessSummary = new Hono<AppEnv>();
