// How the overview words its figures.
import type { HeatmapAway } from "@shared/schemas/cover.ts";

/** How someone is away today: "Holiday", "Pending" or "Away" (never why). */
export function awayKindLabel(kind: HeatmapAway["kind"]): string {
  return kind === "holiday" ? "Holiday" : kind === "pending" ? "Pending" : "Away";
}

/** 4.5 → "4.5", 5 → "5": half days read as such, whole days without a decimal. */
export function count(n: number): string {
  return String(Math.round(n * 10) / 10);
}
