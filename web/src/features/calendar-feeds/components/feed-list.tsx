import { useState } from "react";
import { toast } from "sonner";

import { formatDate } from "@shared/dates.ts";
import type { CalendarFeedRow } from "@shared/schemas/calendar.ts";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { refusalDetail } from "@/lib/refusal";

import { useDeleteCalendarFeed } from "../api/delete-calendar-feed";
import { calendarFeedMessages as texts } from "../messages";

const nameOf = (feed: CalendarFeedRow) => texts.feedName(feed.kind, feed.department);

/** The user's feeds, each with Revoke (after a confirmation). */
export function FeedList({ feeds }: { feeds: readonly CalendarFeedRow[] }) {
  const [revoking, setRevoking] = useState<CalendarFeedRow | null>(null);
  const remove = useDeleteCalendarFeed({
    onSuccess: () => {
      toast.success(texts.revoked);
      setRevoking(null);
    },
    onError: (error) => toast.error(texts.failedToRevoke, refusalDetail(error)),
  });
  return (
    <>
      <ul aria-label={texts.listLabel} className="grid gap-2">
        {feeds.map((feed) => (
          <li
            key={feed.id}
            className="flex min-w-0 items-center justify-between gap-3 rounded-md border p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words">{nameOf(feed)}</p>
              <p className="text-xs text-muted-foreground">
                {texts.feedNote(feed.kind)} ·{" "}
                {texts.created(formatDate(feed.createdAt.slice(0, 10)))}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0 text-destructive"
              aria-label={texts.revokeLabel(nameOf(feed))}
              onClick={() => setRevoking(feed)}
            >
              {texts.revoke}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={texts.revokeTitle}
        description={texts.revokeDescription}
        confirmLabel={texts.revoke}
        isBusy={remove.isPending}
        onConfirm={() => revoking && remove.mutate(revoking.id)}
      />
    </>
  );
}
