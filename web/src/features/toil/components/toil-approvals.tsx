import { useState } from "react";
import { toast } from "sonner";

import { formatDate } from "@shared/dates.ts";
import type { ToilEntry } from "@shared/schemas/toil.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { useListState } from "@/components/data-list/use-list-state";
import { SettingsSection } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { refusalDetail } from "@/lib/refusal";
import { useAuth } from "@/lib/session";

import { useDecideToil } from "../api/decide-toil";
import { usePendingToil } from "../api/get-pending-toil";
import { toilMessages as texts } from "../messages";

const fullName = (row: ToilEntry) => `${row.firstName} ${row.lastName}`;

/** The administrator's approvals: each pending entry with an optional reason, Approve, Deny. */
export function ToilApprovals() {
  const { user } = useAuth();
  const pending = usePendingToil();
  const status = useListState(pending, texts.failedToFetchPending, texts.noPending);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const decide = useDecideToil({
    onSuccess: (entry) =>
      toast.success(entry.status === "approved" ? texts.approved : texts.denied),
    onError: (error) => toast.error(texts.failedToDecide, refusalDetail(error)),
  });
  const columns: DataColumn<ToilEntry>[] = [
    { header: texts.person, cell: fullName, className: "font-medium" },
    { header: texts.workedOn, cell: (row) => formatDate(row.workedOn) },
    { header: texts.hours, cell: (row) => texts.balance(row.hours) },
    { header: texts.note, cell: (row) => row.note ?? "", className: "whitespace-normal" },
    {
      header: texts.denyReason,
      cell: (row) => (
        <Textarea
          aria-label={texts.denyReasonFor(fullName(row))}
          className="min-h-9 min-w-40"
          maxLength={500}
          value={reasons[row.id] ?? ""}
          onChange={(event) => setReasons({ ...reasons, [row.id]: event.target.value })}
        />
      ),
    },
  ];
  const actions = (row: ToilEntry, className?: string) => {
    // Nobody approves their own: another administrator decides an administrator's hours.
    const isOwn = row.userId === user?.id;
    const isBusy = decide.isPending || isOwn;
    return (
      <div className="flex gap-2">
        <Button
          size="sm"
          className={className}
          disabled={isBusy}
          onClick={() => decide.mutate({ id: row.id, approve: true })}
          aria-label={`${texts.approve} ${fullName(row)}`}
        >
          {texts.approve}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          className={className}
          disabled={isBusy}
          onClick={() =>
            decide.mutate({
              id: row.id,
              approve: false,
              reason: reasons[row.id]?.trim() || undefined,
            })}
          aria-label={`${texts.deny} ${fullName(row)}`}
        >
          {texts.deny}
        </Button>
      </div>
    );
  };
  return (
    <SettingsSection title={texts.approvalsTitle} description={texts.approvalsDescription}>
      <DataList
        rows={pending.data ?? []}
        status={status}
        columns={columns}
        actions={actions}
        cardActionClassName="flex-1"
        rowKey={(row) => row.id}
        cardLabel={fullName}
      />
    </SettingsSection>
  );
}
