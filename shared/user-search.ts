/**
 * The 'Name / Email' search of Manage Users (spec section 5), one rule for the screen and the
 * API: the text typed, trimmed, in lower case, each run of spaces one space. A user matches
 * when it is found in their first name, last name, email, or whole name as it reads.
 * userSearchNeedle("  Ann   LEE ") → "ann lee"
 */
export function userSearchNeedle(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}
