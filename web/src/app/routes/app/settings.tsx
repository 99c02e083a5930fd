import { Page } from "@/app/page";
import { BradfordBands } from "@/features/bradford/components/bradford-bands";
import { CalendarFeedSettings } from "@/features/calendar-feeds/components/calendar-feed-settings";
import { AllowanceSettings } from "@/features/settings/components/allowance-settings";
import { BookingWindowSettings } from "@/features/settings/components/booking-window-settings";
import { CompanyClosures } from "@/features/settings/components/company-closures";
import { CoverRules } from "@/features/settings/components/cover-rules";
import { HolidayNations } from "@/features/settings/components/holiday-nations";
import { PublicHolidays } from "@/features/settings/components/public-holidays";
import { RecountRequests } from "@/features/settings/components/recount-requests";
import { Skills } from "@/features/settings/components/skills";
import { WorkingPatterns } from "@/features/settings/components/working-patterns";
import { settingsMessages } from "@/features/settings/messages";
import { RetentionSettings } from "@/features/sickness-follow-ups/components/retention-settings";

/**
 * /settings: the company's allowance policies and working patterns (issue 16), the skills and
 * the cover rules (issue 17), the Bradford factor's trigger points (issue 18), the public
 * holidays, the requests to re-count after them, company closures, each department's nation and
 * the booking window (issue 29).
 */
export default function SettingsRoute() {
  return (
    <Page title={settingsMessages.title} layout="sections">
      <AllowanceSettings />
      <WorkingPatterns />
      <Skills />
      <CoverRules />
      <PublicHolidays />
      <RecountRequests />
      <CompanyClosures />
      <HolidayNations />
      <BookingWindowSettings />
      <BradfordBands />
      <CalendarFeedSettings />
      <RetentionSettings />
    </Page>
  );
}
