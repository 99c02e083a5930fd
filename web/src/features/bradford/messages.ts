// The Bradford factor's texts (issue 18, our wording), kept once for the screens and their tests.
import { MAX_BRADFORD_BANDS } from "@shared/schemas/bradford.ts";

export const bradfordMessages = {
  title: "Bradford factor",
  description:
    "Spells of sickness squared times the working days off sick, over 52 weeks: frequent short absences score highest.",
  scores: "Scores over 52 weeks",
  period: (from: string, asOf: string) => `52 weeks from ${from} to ${asOf}`,
  asOf: "As of",
  sortBy: "Sort by",
  sortByScore: "Score, highest first",
  sortByName: "Name",
  search: "Search scores by name",
  noSickness: "No sickness in these 52 weeks.",
  failedToFetch: "Failed to fetch Bradford factor",
  belowFirstBand: "Below the first trigger point",
  legendTitle: "Trigger points",
  legendItem: (from: number, label: string) => `${from}+: ${label}`,
  noBands: "No trigger points are set: no score asks for a review.",

  bandsTitle: "Bradford factor trigger points",
  bandsDescription:
    `The scores from which a user's Bradford factor asks for a review, lowest first, each one higher than the one before; at most ${MAX_BRADFORD_BANDS}.`,
  band: (n: number) => `Trigger point ${n}`,
  from: "From",
  label: "Label",
  addBand: "Add trigger point",
  removeBand: (n: number) => `Remove trigger point ${n}`,
  bandsSaved: "Trigger points saved",
  failedToSaveBands: "Failed to save trigger points",
  failedToFetchBands: "Failed to fetch trigger points",
} as const;
