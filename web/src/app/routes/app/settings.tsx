import { BradfordBands } from "@/features/bradford/components/bradford-bands";
import { CalendarFeedSettings } from "@/features/calendar-feeds/components/calendar-feed-settings";
import { AllowanceSettings } from "@/features/settings/components/allowance-settings";
import { CompanyClosures } from "@/features/settings/components/company-closures";
import { CoverRules } from "@/features/settings/components/cover-rules";
import { HolidayNations } from "@/features/settings/components/holiday-nations";
import { PublicHolidays } from "@/features/settings/components/public-holidays";
import { Skills } from "@/features/settings/components/skills";
import { WorkingPatterns } from "@/features/settings/components/working-patterns";
import { settingsMessages } from "@/features/settings/messages";
import { RetentionSettings } from "@/features/sickness-follow-ups/components/retention-settings";

/**
 * /settings: the company's allowance policies and working patterns (issue 16), the skills and
 * the cover rules (issue 17), the Bradford factor's trigger points (issue 18), the public
 * holidays, company closures and each department's nation (issue 29).
 */
export default function SettingsRoute() {
  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold tracking-tight">{settingsMessages.title}</h1>
      <AllowanceSettings />
      <WorkingPatterns />
      <Skills />
      <CoverRules />
      <PublicHolidays />
      <CompanyClosures />
      <HolidayNations />
      <BradfordBands />
      <CalendarFeedSettings />
      <RetentionSettings />
    </section>
  );
}
