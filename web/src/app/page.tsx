import type { ReactNode } from "react";

/** How a screen sits in the layout's main column. */
const LAYOUTS = {
  /** As wide as the column: lists and tables. */
  wide: "flex flex-col gap-6",
  /** A narrower column, centred: a form. */
  form: "mx-auto flex max-w-3xl flex-col gap-6",
  /** As wide as the column, and narrower than its content if need be: the calendar scrolls. */
  shrinking: "flex min-w-0 flex-col gap-6",
  /** As wide as the column, its many sections further apart: Settings. */
  sections: "flex flex-col gap-8",
} as const;

/** A route's screen: its title as the page's heading, then the screen itself. */
export function Page({
  title,
  layout = "wide",
  children,
}: {
  title: string;
  layout?: keyof typeof LAYOUTS;
  children: ReactNode;
}) {
  return (
    <section className={LAYOUTS[layout]}>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}
