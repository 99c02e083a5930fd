// The employee's request screens' own texts (issue 31, our wording); the spec's are in
// shared/messages.ts.

export const holidayRequestMessages = {
  /** Under the balance's parts, while a working pattern is the user's today. */
  workingPattern: (name: string) => `Working pattern: ${name}`,
};
