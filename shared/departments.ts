/**
 * Department row colours for planning (spec section 3). Pastel backgrounds that keep
 * dark text readable; any other department, or none, gets light grey.
 */

/** Shown for a user without a department. */
export const NO_DEPARTMENT = "No Department";

/** Background of a department that has no colour of its own. */
export const DEFAULT_DEPARTMENT_COLOUR = "#d3d3d3";

/** Background colour per known department: ten hues spread round the colour wheel. */
export const DEPARTMENT_COLOURS: Readonly<Record<string, string>> = Object.freeze({
  Production: "#a9c8f0", // sky blue
  Cleaning: "#a8e6cf", // mint
  Directors: "#e0b5ec", // lilac
  Engineers: "#fbd3a4", // apricot
  Floor: "#c5e8a6", // light green
  G3: "#a6e1e8", // aqua
  Office: "#f5b5d6", // pink
  Process: "#f6eaa0", // butter
  QC: "#f8b4b4", // rose
  Warehouse: "#c3b8f0", // periwinkle
});

const BY_LOWER_NAME = new Map(
  Object.entries(DEPARTMENT_COLOURS).map(([name, colour]) => [name.toLowerCase(), colour]),
);

/** Row colour of a department, any case: "qc" → "#f8b4b4"; "Sales" or null → "#d3d3d3". */
export function departmentColour(name: string | null | undefined): string {
  return BY_LOWER_NAME.get((name ?? "").trim().toLowerCase()) ?? DEFAULT_DEPARTMENT_COLOUR;
}

/** Department name to show: departmentLabel(null) → "No Department". */
export function departmentLabel(name: string | null | undefined): string {
  return name?.trim() ? name : NO_DEPARTMENT;
}
