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

/**
 * Where Google Calendar and Outlook (Microsoft 365) add a calendar from a feed's link: each
 * opens its own "subscribe" step with the link filled in; the person confirms there.
 */
export function subscribeLinks(
  links: { web: string; webcal: string },
  name: string,
): { google: string; outlook: string } {
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("cid", links.webcal);
  const outlook = new URL("https://outlook.office.com/calendar/0/addfromweb");
  outlook.searchParams.set("url", links.web);
  outlook.searchParams.set("name", name);
  return { google: google.href, outlook: outlook.href };
}
