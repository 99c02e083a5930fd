// api/rules/ (see cover.ts): the API's own words for refusals that more than one route gives.
// The spec's words are in shared/messages.ts.

/** The 404 of a request that does not exist or is someone else's (never revealed). */
export const REQUEST_NOT_FOUND = "Holiday request not found";

/** The refusal of a log for a user the picker would not offer (unknown or deactivated). */
export const UNKNOWN_USER = "user_id: must be an existing, active user";

/** The 404 of a user who does not exist, or no longer works here. */
export const USER_NOT_FOUND = "User not found";
