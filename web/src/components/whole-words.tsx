import { Fragment } from "react";

/** A break the browser takes inside a word: after a hyphen or a slash. */
const BREAKS_INSIDE = /[-/\u2010\u2013]/;

/**
 * A label whose words are each kept whole: it wraps between words only, never inside one (a
 * column header such as "Total Sick Days (Mon-Thu)" may take two lines on a phone, but
 * "(Mon-Thu)" stays together). Only a word the browser would break (at a hyphen or a slash)
 * gets a no-wrap box; the rest is plain text. Its text is the label as it is.
 */
export function WholeWords({ text }: { text: string }) {
  // Runs of plain words, each followed by the word that must stay whole (if any).
  const parts: { plain: string; whole?: string }[] = [{ plain: "" }];
  for (const [index, word] of text.split(" ").entries()) {
    const space = index > 0 ? " " : "";
    if (BREAKS_INSIDE.test(word)) {
      parts.at(-1)!.plain += space;
      parts.at(-1)!.whole = word;
      parts.push({ plain: "" });
    } else {
      parts.at(-1)!.plain += space + word;
    }
  }
  return parts.map(({ plain, whole }, index) => (
    <Fragment key={index}>
      {plain}
      {whole && <span className="whitespace-nowrap">{whole}</span>}
    </Fragment>
  ));
}
