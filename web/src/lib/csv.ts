/**
 * The app's one CSV writer (the users and archive exports): RFC 4180 quoting, and text cells a
 * spreadsheet would run as a formula (=, +, -, @, and the tab and carriage return that can
 * hide one) are prefixed with an apostrophe, as OWASP advises. Numbers are ours, not typed
 * text: -10 hours stays -10.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: csvCell('=SUM(A1)') → "'=SUM(A1)"; csvCell('Lee, Ann') → '"Lee, Ann"'; csvCell(-5) → "-5". */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, each cell escaped. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Saves text as a file through a temporary link; a BOM makes Excel read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
