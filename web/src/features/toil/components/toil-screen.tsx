import { useForm } from "react-hook-form";

import { formatDate, todayInLondon } from "@shared/dates.ts";
import { logToilSchema, type ToilEntry } from "@shared/schemas/toil.ts";
import type { ToilStatus } from "@shared/toil.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { useListState } from "@/components/data-list/use-list-state";
import { CheckedForm } from "@/components/form/checked-form";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { SubmitButton } from "@/components/form/submit-button";
import { LoadStatus } from "@/components/list-status";
import { SettingsSection } from "@/components/settings-card";
import { Badge } from "@/components/ui/badge";
import { now } from "@/lib/clock";
import { checkedAs } from "@/lib/form-check";
import { useAuth } from "@/lib/session";

import { useOwnToil } from "../api/get-own-toil";
import { useLogToil } from "../api/log-toil";
import { toilMessages as texts } from "../messages";
import { ToilApprovals } from "./toil-approvals";
import { ToilEntryFields, type ToilEntryValues } from "./toil-entry-fields";
import { ToilLogFor } from "./toil-log-for";

const COLOURS: Record<ToilStatus, "yellow" | "green" | "red"> = {
  pending: "yellow",
  approved: "green",
  denied: "red",
};

function ToilStatusBadge({ status }: { status: ToilStatus }) {
  return <Badge variant={COLOURS[status]}>{texts.statusLabels[status]}</Badge>;
}

/** Hours as the page shows them: 1 → "1 hour", 2.5 → "2.5 hours". */
const hoursText = (hours: number) => texts.balance(hours);

/**
 * Time off in lieu (issue 33): the signed-in person's balance, their extra hours logged and
 * where each stands, a form to log more while TOIL is turned on, and for an administrator the
 * extra hours waiting for approval.
 */
export function ToilScreen() {
  const { user } = useAuth();
  const own = useOwnToil();
  return (
    <>
      <SettingsSection title={texts.balanceTitle} description={texts.balanceHint}>
        {own.data
          ? (
            <div className="grid gap-1">
              <p className="text-3xl font-semibold" aria-live="polite">
                {hoursText(own.data.balance)}
              </p>
              {own.data.toilExpiryMonths !== null && (
                <p className="text-sm text-muted-foreground">
                  {texts.expiresHint(own.data.toilExpiryMonths)}
                </p>
              )}
              {!own.data.active && <p className="text-sm">{texts.turnedOff}</p>}
            </div>
          )
          : <LoadStatus query={own} errorMessage={texts.failedToFetch} />}
      </SettingsSection>
      {own.data?.active && <LogForm />}
      <OwnEntries />
      {user?.role === "global_admin" && (
        <>
          <ToilApprovals />
          <ToilLogFor today={todayInLondon(now())} />
        </>
      )}
    </>
  );
}

const LABELS = { workedOn: texts.workedOn, hours: texts.hours, note: texts.note };
const check = checkedAs<ToilEntryValues>(logToilSchema, LABELS);
const EMPTY: ToilEntryValues = { workedOn: "", hours: "", note: "" };

function LogForm() {
  const form = useForm<ToilEntryValues>({ resolver: check, defaultValues: EMPTY });
  const log = useLogToil(
    saveCallbacks(form.setError, LABELS, () => form.reset(EMPTY))(texts.logged, texts.failedToLog),
  );
  const today = todayInLondon(now());
  return (
    <SettingsSection title={texts.logTitle} description={texts.logDescription}>
      <CheckedForm
        form={form}
        onSubmit={(values) => log.mutate(values)}
        className="grid gap-4"
        aria-label={texts.logTitle}
      >
        <ToilEntryFields control={form.control} today={today} />
        <SubmitButton label={texts.logButton} isPending={log.isPending} />
      </CheckedForm>
    </SettingsSection>
  );
}

function OwnEntries() {
  const own = useOwnToil();
  const status = useListState(own, texts.failedToFetch, texts.noEntries);
  const columns: DataColumn<ToilEntry>[] = [
    { header: texts.workedOn, cell: (row) => formatDate(row.workedOn) },
    { header: texts.hours, cell: (row) => hoursText(row.hours) },
    { header: texts.status, cell: (row) => <ToilStatusBadge status={row.status} /> },
    {
      header: texts.expiresOn,
      cell: (row) => row.expiresOn ? formatDate(row.expiresOn) : "",
    },
    {
      header: texts.reason,
      cell: (row) => row.denyReason ?? row.note ?? "",
      className: "whitespace-normal",
    },
  ];
  return (
    <SettingsSection title={texts.entriesTitle} description={texts.entriesDescription}>
      <DataList
        rows={own.data?.entries ?? []}
        status={status}
        columns={columns}
        rowKey={(row) => row.id}
        cardLabel={(row) => formatDate(row.workedOn)}
      />
    </SettingsSection>
  );
}
