/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase project URL; unset → the page's own origin (the local server). */
  readonly VITE_SUPABASE_URL?: string;
  /** Supabase anon (publishable) key; unset → "local-anon-key" for the local server. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Inactivity logout in ms; read only when built or run with mode "test" (e2e, vitest). */
  readonly VITE_INACTIVITY_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
