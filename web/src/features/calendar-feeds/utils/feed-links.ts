/**
 * The links of a feed from the path the API answers (/api/calendar/…/<token>.ics): the web
 * link at the function's address (VITE_SUPABASE_URL, or this site's origin when the local
 * server serves both), and the same as webcal://, which calendar apps open to subscribe.
 */
export function feedLinks(path: string, base?: string): { web: string; webcal: string } {
  const origin = base || import.meta.env.VITE_SUPABASE_URL || globalThis.location.origin;
  const web = new URL(`/functions/v1${path}`, origin).href;
  return { web, webcal: web.replace(/^https?:/, "webcal:") };
}
