import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const appointments = new Hono<AppEnv>();
