/**
 * The 'Name / Email' search of Manage Users (spec section 5), one rule for the screen and the
 * API: the text typed, trimmed, in lower case, each run of spaces one space. A user matches
 * when it is found in their first name, last name, email, or whole name as it reads.
 * userSearchNeedle("  Ann   LEE ") → "ann lee"
 */
export function userSearchNeedle(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * The name search of the sickness summary and the Bradford scores (issue 32), the API's rule
 * (supabase/functions/api/data/name-search.ts): the needle of `text` in the first name, the last
 * name, or the whole name "first last" with its whitespace made one space. An empty text keeps
 * everyone. nameMatches({ firstName: "Mary  Jo", lastName: "Smith" }, "jo smith") → true
 */
export function nameMatches(
  person: { firstName: string; lastName: string },
  text: string,
): boolean {
  const needle = userSearchNeedle(text);
  if (!needle) return true;
  const { firstName, lastName } = person;
  if (firstName.toLowerCase().includes(needle) || lastName.toLowerCase().includes(needle)) {
    return true;
  }
  return needle.includes(" ") &&
    `${firstName} ${lastName}`.toLowerCase().replace(/\s+/g, " ").includes(needle);
}
