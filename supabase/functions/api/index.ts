// The deployed edge function: serves the /api contract on Supabase.
import { createApp } from "./app.ts";
import { productionDeps } from "./production.ts";

Deno.serve(createApp(productionDeps()).fetch);
