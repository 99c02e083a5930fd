import type { ComponentType, MouseEvent } from "react";
import { Link } from "react-router";

import { Page } from "@/app/page";
import { buttonVariants } from "@/components/ui/button";
import { subPages } from "@/config/paths";
import { BradfordBands } from "@/features/bradford/components/bradford-bands";
import { bradfordMessages } from "@/features/bradford/messages";
import { CalendarFeedSettings } from "@/features/calendar-feeds/components/calendar-feed-settings";
import { calendarFeedMessages } from "@/features/calendar-feeds/messages";
import { AllowanceSettings } from "@/features/settings/components/allowance-settings";
import { BookingWindowSettings } from "@/features/settings/components/booking-window-settings";
import { CompanyClosures } from "@/features/settings/components/company-closures";
import { CoverRules } from "@/features/settings/components/cover-rules";
import { HolidayNations } from "@/features/settings/components/holiday-nations";
import { LandingSettings } from "@/features/settings/components/landing-settings";
import { PublicHolidays } from "@/features/settings/components/public-holidays";
import { RecountRequests } from "@/features/settings/components/recount-requests";
import { Skills } from "@/features/settings/components/skills";
import { WorkingPatterns } from "@/features/settings/components/working-patterns";
import { holidayMessages } from "@/features/settings/holiday-messages";
import { leaveTypeMessages } from "@/features/settings/leave-type-messages";
import { settingsMessages as texts } from "@/features/settings/messages";
import { RetentionSettings } from "@/features/sickness-follow-ups/components/retention-settings";
import { followUpMessages } from "@/features/sickness-follow-ups/messages";

/** Settings' sections in page order, each with its place's id and its heading's words. */
const SECTIONS: { id: string; title: string; Section: ComponentType }[] = [
  { id: "allowances", title: texts.allowanceTitle, Section: AllowanceSettings },
  { id: "working-patterns", title: texts.patternsTitle, Section: WorkingPatterns },
  { id: "skills", title: texts.skillsTitle, Section: Skills },
  { id: "cover-rules", title: texts.coverTitle, Section: CoverRules },
  { id: "public-holidays", title: holidayMessages.holidaysTitle, Section: PublicHolidays },
  { id: "recount", title: holidayMessages.recountTitle, Section: RecountRequests },
  { id: "closures", title: holidayMessages.closuresTitle, Section: CompanyClosures },
  { id: "nations", title: holidayMessages.nationsTitle, Section: HolidayNations },
  { id: "booking-window", title: holidayMessages.windowTitle, Section: BookingWindowSettings },
  { id: "bradford", title: bradfordMessages.bandsTitle, Section: BradfordBands },
  {
    id: "calendar-feeds",
    title: calendarFeedMessages.settingsTitle,
    Section: CalendarFeedSettings,
  },
  { id: "health-data", title: followUpMessages.healthDataTitle, Section: RetentionSettings },
];

/** The in-page list's name for a screen reader. */
const ON_THIS_PAGE = "Settings sections";

/**
 * /settings: the company's allowance policies and working patterns (issue 16), the skills and
 * the cover rules (issue 17), the Bradford factor's trigger points (issue 18), the public
 * holidays, the requests to re-count after them, company closures, each department's nation and
 * the booking window (issue 29); with a list of them that takes the reader (and the keyboard's
 * focus) to one (issue 31). Above the list, where administrators land after signing in (issue
 * 31): one choice, in view as Settings opens, so the list keeps to the twelve sections.
 */
export default function SettingsRoute() {
  return (
    <Page title={texts.title} layout="sections">
      <LandingSettings />
      <p className="text-sm text-muted-foreground">
        {leaveTypeMessages.settingsLinkHint}{" "}
        <Link
          to={subPages.leaveTypes.path}
          className="font-medium text-primary underline underline-offset-4"
        >
          {leaveTypeMessages.settingsLink}
        </Link>
      </p>
      <nav aria-label={ON_THIS_PAGE}>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={goTo}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(({ id, Section }) => (
        <div key={id} id={id} tabIndex={-1} className="scroll-mt-6 outline-none">
          <Section />
        </div>
      ))}
    </Page>
  );
}

/** Scrolls to the link's section and gives it the focus, so that Tab goes on from there. */
function goTo(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ block: "start" });
  section.focus({ preventScroll: true });
  history.replaceState(history.state, "", `#${id}`);
}
