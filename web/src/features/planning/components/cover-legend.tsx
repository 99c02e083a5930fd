import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

import { coverMessages as texts } from "../cover-messages";

/** One key: a small cell drawn as the heat-map draws it, then its meaning. */
function Key({ cell, children }: { cell: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {cell}
      {children}
    </li>
  );
}

function Swatch({ level, children }: { level: string; children?: ReactNode }) {
  return (
    <span aria-hidden="true" className={cn("cover-cell cover-swatch", level)}>
      {children}
    </span>
  );
}

/**
 * What the heat-map's colours and numbers mean: under a department's rules, green when they are
 * met, amber when a warning rule falls short, red when a blocking one does; without a rule, a
 * neutral blue by the share away; grey when nobody works. The big number is who is away, the
 * hatched corner who is pending.
 */
export function CoverLegend() {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground"
    >
      <Key cell={<Swatch level="cover-enough" />}>{texts.legendEnough}</Key>
      <Key cell={<Swatch level="cover-under" />}>{texts.legendUnder}</Key>
      <Key cell={<Swatch level="cover-short" />}>{texts.legendShort}</Key>
      <Key cell={<Swatch level="cover-share-2" />}>{texts.legendShare}</Key>
      <Key cell={<Swatch level="cover-none" />}>{texts.legendNone}</Key>
      <Key cell={<Swatch level="cover-enough">2</Swatch>}>{texts.legendAway}</Key>
      <Key
        cell={
          <span aria-hidden="true" className="cover-pending-count cover-swatch-pending">
            1
          </span>
        }
      >
        {texts.legendPending}
      </Key>
    </ul>
  );
}
