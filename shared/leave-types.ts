/**
 * Leave types (issue 33): the rules both sides apply to a type's colour. A type's colour is a
 * background the app writes its own text on (planning bars, badges, the legend), as the
 * department colours are: the app's text must keep WCAG AA's 4.5:1 on it, and the colour must
 * not vanish into the white page (1.1:1 at least; swatches carry a border for the rest).
 */

/** The app's text colour (the theme's foreground, oklch(0.145 0 0)). */
export const APP_TEXT_COLOUR = "#0a0a0a";
/** The app's background (the theme's background, oklch(1 0 0)). */
export const APP_BACKGROUND_COLOUR = "#ffffff";
/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** Enough difference from the page for a fill to show as one. */
export const MIN_BACKGROUND_CONTRAST = 1.1;

/** The built-in type's id: every request that names no type is a Holiday. */
export const HOLIDAY_LEAVE_TYPE_ID = 1;

/** Relative luminance of a #rrggbb colour (WCAG 2): relativeLuminance("#ffffff") → 1. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours: contrastRatio("#000000", "#ffffff") → 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * What is wrong with a colour as a type's colour, or null when it will do:
 * colourProblem("#93c5fd") → null; colourProblem("#1e3a8a") → "is too dark: ...".
 */
export function colourProblem(hex: string): string | null {
  const onText = contrastRatio(hex, APP_TEXT_COLOUR);
  if (onText < MIN_TEXT_CONTRAST) {
    return `is too dark: text on it would have a contrast of ${
      onText.toFixed(1)
    }:1, at least ${MIN_TEXT_CONTRAST}:1 is needed`;
  }
  if (contrastRatio(hex, APP_BACKGROUND_COLOUR) < MIN_BACKGROUND_CONTRAST) {
    return "is too light: it would not show on the white page";
  }
  return null;
}

/**
 * The refusals of filing a request of a type (issue 33), word for word as the database raises
 * them (supabase/schemas/45_leave_types.sql private.check_leave_type_filing and the guard
 * trigger's own allowance in 40_holiday_requests.sql), each naming the field or the type.
 */
export const leaveTypeRefusals = {
  unknown: "leaveTypeId: no leave type has this id",
  /** notActive("Jury service") → "leaveTypeId: Jury service is not active and cannot be filed" */
  notActive: (name: string) => `leaveTypeId: ${name} is not active and cannot be filed`,
  adminOnly: (name: string) => `leaveTypeId: ${name} is filed by an administrator`,
  noHalfDays: (field: "startDayType" | "endDayType", name: string) =>
    `${field}: ${name} cannot be taken in half days`,
  noteRequired: (name: string) => `note: ${name} needs a note`,
  /** allowanceSpent("Paternity", 16, 8) → "Paternity: this request needs 16 h and 8 h are left this year" */
  allowanceSpent: (name: string, needed: number, left: number) =>
    `${name}: this request needs ${needed} h and ${left} h are left this year`,
  /** toilSpent("Time off in lieu", 8, 3) → "Time off in lieu: this request needs 8 h and 3 h are left" */
  toilSpent: (name: string, needed: number, left: number) =>
    `${name}: this request needs ${needed} h and ${left} h are left`,
} as const;
