// The wallchart's texts (issue 31, our wording), kept once for the view and its tests.
import { coverMessages } from "./cover-messages";

export const wallchartMessages = {
  viewWallchart: "Wallchart",
  gridLabel: "Wallchart: people by day",
  // The window of weeks is the heat-map's (components/weeks-window.tsx).
  start: coverMessages.start,
  weeks: coverMessages.weeks,
  previousWeeks: coverMessages.previousWeeks,
  nextWeeks: coverMessages.nextWeeks,
  thisWeek: coverMessages.thisWeek,
  name: "Name",
  cover: "Cover",
  present: "present",
  needed: "needed",
  short: "short",
  nobodyWorks: "nobody works",
  working: "Working",
  off: "Not scheduled",
  bankHoliday: "Bank holiday",
  away: "Away",
  holiday: "Holiday",
  pending: "Pending",
  appointment: "Appointment",
  morning: "morning",
  afternoon: "afternoon",
  coverLegend: "Cover: present of scheduled",
  coverShortLegend: "Short of a rule",
  legend: "Legend",
  nobody: "Nobody to show in these weeks.",
  failedToFetchWallchart: "Failed to fetch the wallchart",
} as const;
