import type { BradfordBand } from "@shared/schemas/bradford.ts";

import { Badge } from "@/components/ui/badge";

import { bradfordMessages as texts } from "../messages";

type BandColour = "yellow" | "orange" | "red" | "destructive";

/**
 * A band's colour, stronger the higher it is among `count`: the first amber, the last
 * destructive, those between orange then red. 4 bands → yellow, orange, red, destructive.
 */
export function bandColour(index: number, count: number): BandColour {
  if (index >= count - 1) return "destructive";
  const height = index / (count - 1);
  return height < 1 / 3 ? "yellow" : height < 2 / 3 ? "orange" : "red";
}

/** The band a score reached, as a badge of its colour; a dash below the first trigger point. */
export function BandBadge(
  { band, bands }: { band: number | null; bands: readonly BradfordBand[] },
) {
  const reached = band === null ? undefined : bands[band];
  if (band === null || !reached) {
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">–</span>
        <span className="sr-only">{texts.belowFirstBand}</span>
      </>
    );
  }
  return <Badge variant={bandColour(band, bands.length)}>{reached.label}</Badge>;
}

/** What each band's colour means: "51+: Informal review", lowest first. */
export function BandLegend({ bands }: { bands: readonly BradfordBand[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{texts.legendTitle}</h3>
      {bands.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.noBands}</p>
        : (
          <ul className="flex flex-wrap gap-2">
            {bands.map((band, index) => (
              <li key={band.from}>
                <Badge
                  variant={bandColour(index, bands.length)}
                  className="whitespace-normal"
                >
                  {texts.legendItem(band.from, band.label)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
    </div>
  );
}
