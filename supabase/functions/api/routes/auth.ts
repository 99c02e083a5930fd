import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const auth = new Hono<AppEnv>();
