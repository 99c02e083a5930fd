import { CopyIcon, ExternalLinkIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";

import type { CreatedCalendarFeed } from "@shared/schemas/calendar.ts";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { calendarFeedMessages as texts } from "../messages";
import { feedLinks, subscribeLinks } from "../utils/feed-links";

/** A new feed's links, shown this once, each with a Copy button. */
export function CreatedFeed({ feed, onDone }: { feed: CreatedCalendarFeed; onDone: () => void }) {
  const links = feedLinks(feed.url);
  const name = texts.feedName(feed.kind, feed.department);
  const subscribe = subscribeLinks(links, name);
  return (
    <div className="grid min-w-0 gap-4">
      <h3 className="font-medium">
        {texts.createdTitle}: {name}
      </h3>
      <Alert>
        <AlertDescription>{texts.shownOnce}</AlertDescription>
      </Alert>
      <CopyField label={texts.webLink} value={links.web} />
      <CopyField label={texts.webcalLink} value={links.webcal} />
      <nav aria-label={texts.subscribe} className="grid gap-1.5">
        <h4 className="text-sm font-medium">{texts.subscribe}</h4>
        <div className="flex flex-wrap gap-2">
          <a href={links.webcal} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {texts.openInApp}
          </a>
          <ExternalLink href={subscribe.google}>{texts.addToGoogle}</ExternalLink>
          <ExternalLink href={subscribe.outlook}>{texts.addToOutlook}</ExternalLink>
        </div>
      </nav>
      <Button className="justify-self-end" onClick={onDone}>{texts.done}</Button>
    </div>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(texts.copied),
      () => toast.error(texts.failedToCopy),
    );
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy} aria-label={texts.copy(label)}>
          <CopyIcon aria-hidden="true" />
          <span className="max-sm:sr-only">Copy</span>
        </Button>
      </div>
    </div>
  );
}

/** A link to another site, in a new tab, that says so to a screen reader. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${children} (opens in a new tab)`}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" />
    </a>
  );
}
