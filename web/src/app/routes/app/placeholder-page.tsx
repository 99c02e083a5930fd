import type { AppRoute } from "@/config/paths";

/** Stands in for a screen until it is built: its title, so navigation can be tried. */
export function PlaceholderPage({ route }: { route: AppRoute }) {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{route.label}</h1>
      <p className="text-sm text-muted-foreground">This screen is on its way.</p>
    </section>
  );
}
