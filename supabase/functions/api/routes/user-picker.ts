import { Hono } from "hono";
import type { AppEnv } from "../http.ts";

export const userPicker = new Hono<AppEnv>();
