// How the overview words its figures.

/** 4.5 → "4.5", 5 → "5": half days read as such, whole days without a decimal. */
export function count(n: number): string {
  return String(Math.round(n * 10) / 10);
}
