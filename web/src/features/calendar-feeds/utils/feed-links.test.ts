import { describe, expect, it } from "vitest";

import { feedLinks } from "./feed-links";

describe("feedLinks", () => {
  it("puts the function's address in front and gives the webcal:// twin", () => {
    expect(feedLinks("/api/calendar/company/abc.ics", "https://project.supabase.co")).toEqual({
      web: "https://project.supabase.co/functions/v1/api/calendar/company/abc.ics",
      webcal: "webcal://project.supabase.co/functions/v1/api/calendar/company/abc.ics",
    });
    expect(feedLinks("/api/calendar/abc.ics", "http://localhost:8000").webcal).toBe(
      "webcal://localhost:8000/functions/v1/api/calendar/abc.ics",
    );
  });
});
