import { describe, expect, it } from "vitest";

import { feedLinks, subscribeLinks } from "./feed-links";

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

describe("subscribeLinks", () => {
  it("hands Google the webcal:// link and Outlook the web link with the feed's name", () => {
    const links = feedLinks("/api/calendar/company/abc.ics", "https://project.supabase.co");
    const { google, outlook } = subscribeLinks(links, "Company calendar");
    expect(new URL(google).origin).toBe("https://calendar.google.com");
    expect(new URL(google).searchParams.get("cid")).toBe(links.webcal);
    expect(new URL(outlook).origin).toBe("https://outlook.office.com");
    expect(new URL(outlook).searchParams.get("url")).toBe(links.web);
    expect(new URL(outlook).searchParams.get("name")).toBe("Company calendar");
  });
});
