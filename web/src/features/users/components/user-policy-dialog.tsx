import { type ReactNode, useId, useState } from "react";

import { todayInLondon, yearOf } from "@shared/dates.ts";
import { lastBalanceYear } from "@shared/schemas/policies.ts";

import { BalanceFigures } from "@/components/balance-figures";
import { DialogHeading } from "@/components/dialog-heading";
import { LoadStatus } from "@/components/list-status";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { breakdownLine } from "@/lib/balance-words";
import { now } from "@/lib/clock";

import type { AdminUser } from "../api/get-admin-users";
import { useCompanySettings } from "@/api/get-company-settings";
import { useUserPolicy } from "../api/get-user-policy";
import { useWorkingPatterns } from "@/api/get-working-patterns";
import { parseYear } from "../utils/filter-users";
import { CarriedHoursForm } from "./carried-hours-form";
import { EndDateForm } from "./end-date-form";
import { GivePatternForm } from "./give-pattern-form";
import { PatternHistory } from "./pattern-history";
import { POLICY_WORDS } from "./policy-words";
import { UserSkills } from "./user-skills";
import { YearBox } from "./year-box";

/**
 * A user's working pattern and allowance (issue 16), opened from their edit form: the pattern
 * history and a pattern from a date, the end date, and a year's balance with its carried hours;
 * and the skills the user holds (issue 17). Nothing is fetched until it opens.
 */
export function UserPolicyDialog({
  user,
  open,
  onOpenChange,
}: {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeading
          title={POLICY_WORDS.title}
          description={<>{user.firstName} {user.lastName}</>}
        />
        <UserPolicyPanel userId={user.id} />
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-medium">{title}</h3>
      {children}
    </section>
  );
}

function UserPolicyPanel({ userId }: { userId: string }) {
  const today = todayInLondon(now());
  const currentYear = yearOf(today);
  const lastYear = lastBalanceYear(today);
  const [yearText, setYearText] = useState(String(currentYear));
  // The server answers a balance up to two years on (issue 28); a later year shows this one's.
  const typed = parseYear(yearText);
  const year = typed !== null && typed >= 1900 && typed <= lastYear ? typed : currentYear;
  const policy = useUserPolicy(userId, year);
  const patterns = useWorkingPatterns();
  const settings = useCompanySettings();
  const isCarryOverOn = (settings.data?.carryOverMaxHours ?? 0) > 0;

  if (!policy.data) {
    return (
      <LoadStatus
        query={policy}
        errorMessage={POLICY_WORDS.failedToFetch}
        onRetry={() => policy.refetch()}
      />
    );
  }
  const { balance, endDate } = policy.data;
  const override = balance.carriedOverride;

  return (
    <div className="flex flex-col gap-6">
      <Section title="Working pattern">
        <PatternHistory userId={userId} periods={policy.data.patterns} />
        <GivePatternForm userId={userId} patterns={patterns.data ?? []} />
      </Section>
      <Section title="End date">
        <EndDateForm key={endDate ?? ""} userId={userId} endDate={endDate} />
      </Section>
      <Section title={`Balance ${balance.year}`}>
        <YearBox value={yearText} onChange={setYearText} max={lastYear} />
        <p className="text-sm text-muted-foreground">{breakdownLine(balance)}</p>
        <BalanceFigures balance={balance} />
        <CarriedHoursForm
          key={`${balance.year}:${balance.carried}:${override?.reason ?? ""}`}
          userId={userId}
          balance={balance}
          isCarryOverOn={isCarryOverOn}
        />
      </Section>
      <Section title={POLICY_WORDS.skillsTitle}>
        <UserSkills userId={userId} />
      </Section>
    </div>
  );
}
