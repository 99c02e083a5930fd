import type { CreatedCalendarFeed } from "@shared/schemas/calendar.ts";

import { useListState } from "@/components/data-list/use-list-state";
import { ListStatus } from "@/components/list-status";
import { useAuth } from "@/lib/session";

import { useCalendarFeeds } from "../api/get-calendar-feeds";
import { calendarFeedMessages as texts } from "../messages";
import { AddFeedButtons } from "./add-feed-buttons";
import { CreatedFeed } from "./created-feed";
import { FeedList } from "./feed-list";

/**
 * What the Calendar feeds dialog holds: the feed just created (its link shown once), else the
 * caller's feeds and the buttons that add one. Loaded when the dialog first opens, so the app's
 * shell does not carry it.
 */
export default function CalendarFeedsContent({ created, setCreated }: {
  created: CreatedCalendarFeed | null;
  setCreated: (feed: CreatedCalendarFeed | null) => void;
}) {
  return created
    ? <CreatedFeed feed={created} onDone={() => setCreated(null)} />
    : <FeedsPanel onCreated={setCreated} />;
}

function FeedsPanel({ onCreated }: { onCreated: (feed: CreatedCalendarFeed) => void }) {
  const { user } = useAuth();
  const feeds = useCalendarFeeds();
  const status = useListState(feeds, texts.failedToFetch, texts.none);
  return (
    <div className="grid min-w-0 gap-4">
      {feeds.data && feeds.data.length > 0
        ? <FeedList feeds={feeds.data} />
        : <ListStatus {...status} isEmpty />}
      <AddFeedButtons isAdmin={user?.role === "global_admin"} onCreated={onCreated} />
    </div>
  );
}
