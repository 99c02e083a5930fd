/**
 * Keys of calendar feeds (issue 18): the signed-in user's own feeds, and the company's feed
 * setting (its own key: it changes nothing another screen shows).
 */
export const calendarFeedKeys = {
  mine: ["calendar-feeds"] as const,
  settings: ["calendar-feeds", "settings"] as const,
};
