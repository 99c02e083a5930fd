import { type ReactNode, useEffect, useId, useRef, useState } from "react";

import { todayInLondon, yearOf } from "@shared/dates.ts";
import { lastBalanceYear } from "@shared/schemas/policies.ts";

import { BalanceFigures } from "@/components/balance-figures";
import { AlertBox } from "@/components/confirm-dialog";
import { DialogHeading } from "@/components/dialog-heading";
import { LoadStatus } from "@/components/list-status";
import { AlertDialogAction, AlertDialogCancel } from "@/components/ui/alert-dialog";
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
import { POLICY_WORDS, unsavedText } from "./policy-words";
import { UnsavedPartsProvider, useUnsavedParts } from "./unsaved-parts";
import { UserSkills } from "./user-skills";
import { YearBox } from "./year-box";

/** The parts of the dialog that save on their own, in its order. */
const PARTS = [
  POLICY_WORDS.patternPart,
  POLICY_WORDS.endDatePart,
  POLICY_WORDS.carriedPart,
  POLICY_WORDS.skillsTitle,
];

/** The dialog's first field: the pattern to give. */
const FIRST_FIELD = 'form[aria-label="Give a working pattern"] [role="combobox"]';

/**
 * A user's working pattern and allowance (issue 16), opened from their edit form: the pattern
 * history and a pattern from a date, the end date, and a year's balance with its carried hours;
 * and the skills the user holds (issue 17). Nothing is fetched until it opens. Each part saves
 * by its own button (each its own change, audited apart); closing while one holds a change not
 * saved asks first (issue 31, item 13). It opens on its first field, the pattern, and closing
 * gives the focus back to the button that opened it.
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
  const unsaved = useUnsavedParts(PARTS);
  const [unsavedParts, setUnsavedParts] = useState<string[] | null>(null);
  const content = useRef<HTMLDivElement>(null);

  /** Focuses the first field once it is drawn (the dialog itself until then). */
  function focusFirstField() {
    const field = content.current?.querySelector<HTMLElement>(FIRST_FIELD);
    (field ?? content.current)?.focus();
  }

  function changeOpen(isOpen: boolean) {
    const parts = isOpen ? [] : unsaved.parts();
    if (parts.length > 0) setUnsavedParts(parts);
    else onOpenChange(isOpen);
  }

  function discard() {
    setUnsavedParts(null);
    unsaved.clear();
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        ref={content}
        className="sm:max-w-2xl"
        // The focus goes back to the button that opened it as it closes (ui/dialog.tsx).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField();
        }}
      >
        <DialogHeading
          title={POLICY_WORDS.title}
          description={<>{user.firstName} {user.lastName}</>}
        />
        <UnsavedPartsProvider report={unsaved.report}>
          <UserPolicyPanel
            userId={user.id}
            onLoaded={() => {
              // Unless the user has moved the focus meanwhile (the dialog holds it until then).
              if (document.activeElement === content.current) focusFirstField();
            }}
          />
        </UnsavedPartsProvider>
        <AlertBox
          open={unsavedParts !== null}
          onOpenChange={(isOpen) => !isOpen && setUnsavedParts(null)}
          title={POLICY_WORDS.unsavedTitle}
          description={unsavedText(unsavedParts ?? [])}
          // Discarding closes the dialog too: the focus goes back to what opened the dialog.
          contentProps={{ onCloseAutoFocus: (event) => open || event.preventDefault() }}
          buttons={
            <>
              <AlertDialogCancel>{POLICY_WORDS.keepEditing}</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={discard}>
                {POLICY_WORDS.discard}
              </AlertDialogAction>
            </>
          }
        />
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

function UserPolicyPanel({ userId, onLoaded }: { userId: string; onLoaded: () => void }) {
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
  const isLoaded = policy.data !== undefined;
  useEffect(() => {
    if (isLoaded) onLoaded();
    // Once, as the first answer comes: another year's keeps the focus where it is.
  }, [isLoaded]);

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
        <BalanceFigures balance={balance} isBesideBreakdown />
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
