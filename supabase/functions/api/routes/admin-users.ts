import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const adminUsers = new Hono<AppEnv>();
