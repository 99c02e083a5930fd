// axe-core in the page under test. The library is put into a page once per document and then run
// there: AxeBuilder (@axe-core/playwright) injects all 550 KB of it into every frame on each scan
// and finishes in a second, new page, 2 to 3.5 s a scan on the CI machine against 0.2 to 0.5 s
// here, which is what lets a scan of every screen at two widths stay in `npm test`.
import axe from "axe-core";
import type { AxeResults } from "axe-core";
import { expect, type Page } from "@playwright/test";

import { animationsEnded } from "./layout.ts";

/** WCAG 2.1 A and AA, the level the issue and the law ask for. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One critical or serious rule broken on a screen, with the elements that break it. */
export type Finding = { screen: string; rule: string; impact: string; targets: string[] };

/**
 * axe's violations on the page once what is fading in or out has finished (a toast, a dialog's
 * zoom): colours are read as they stay, not half transparent. Endless animations (a spinner) are
 * not waited for. Other results are not gathered.
 */
export async function axeViolations(page: Page): Promise<AxeResults["violations"]> {
  await animationsEnded(page);
  const loaded = await page.evaluate(() => "axe" in globalThis);
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (globalThis as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    TAGS,
  );
  return results.violations;
}

/** The critical and serious violations on the page as it is now, named by screen. */
export async function seriousFindings(page: Page, screen: string): Promise<Finding[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? "",
      targets: v.nodes.map((node) => node.target.join(" ")),
    }));
}

/** One line per finding: "/users: serious color-contrast (2) .badge, .toast". */
export function describeFindings(findings: readonly Finding[]): string[] {
  return findings.map((f) =>
    `${f.screen}: ${f.impact} ${f.rule} (${f.targets.length}) ${f.targets.slice(0, 3).join(", ")}`
  );
}

/** No critical or serious finding on the page as it is, and nothing wider than the window. */
export async function expectFitsAndReads(page: Page, screen: string) {
  const report = describeFindings(await seriousFindings(page, screen));
  expect(report, report.join("\n")).toEqual([]);
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    globalThis.innerWidth,
  ]);
  expect(scrollWidth, `${screen} is wider than the window`).toBeLessThanOrEqual(width);
}
