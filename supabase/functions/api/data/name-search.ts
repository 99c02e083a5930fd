// The name search of the lists paged on the server (issue 32: Manage Users, the sickness
// summary, the Bradford factor): the needle (userSearchNeedle of the text typed) is found in the
// first name, the last name, or the whole name as the screens write it ("first last", its
// whitespace collapsed with the class JavaScript's \s matches); Manage Users also in the email.

/**
 * True when `needle` (a text parameter, null: everyone) is in the name of `first` and `last`,
 * or in `email` when given (Manage Users finds addresses too).
 */
export const nameMatches = (first: string, last: string, needle: string, email?: string) =>
  `(${needle}::text is null
    or strpos(lower(${first}), ${needle}::text) > 0
    or strpos(lower(${last}), ${needle}::text) > 0${
    email
      ? `
    or strpos(lower(${email}), ${needle}::text) > 0`
      : ""
  }
    -- A needle without a space lies within the first or last name when in the whole name.
    or case when strpos(${needle}::text, ' ') > 0
      then strpos(lower(regexp_replace(${first} || ' ' || ${last},
        '[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+', ' ', 'g')),
        ${needle}::text) > 0
      else false end)`;
