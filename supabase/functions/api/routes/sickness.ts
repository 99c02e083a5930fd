import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const sickness = new Hono<AppEnv>();
