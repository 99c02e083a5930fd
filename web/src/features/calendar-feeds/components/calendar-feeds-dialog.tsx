import { CalendarSyncIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import type { CreatedCalendarFeed } from "@shared/schemas/calendar.ts";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

import { calendarFeedMessages as texts } from "../messages";

const CalendarFeedsContent = lazy(() => import("./calendar-feeds-content"));

/**
 * "Calendar feeds" beside Logout, for every signed-in user: a dialog listing their feeds with
 * Revoke, and buttons to add one. A new feed's link shows once, in place of the list, until
 * Done or the dialog closes: the server keeps only its hash.
 */
export function CalendarFeedsButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setCreated(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start">
          <CalendarSyncIcon aria-hidden="true" />
          {texts.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {isOpen && (
          <Suspense fallback={<p className="text-sm text-muted-foreground">{texts.loading}</p>}>
            <CalendarFeedsContent created={created} setCreated={setCreated} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
