import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const planning = new Hono<AppEnv>();
