/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase project URL; unset → the page's own origin (the local server). */
  readonly VITE_SUPABASE_URL?: string;
  /** Supabase anon (publishable) key; unset → "local-anon-key" for the local server. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
