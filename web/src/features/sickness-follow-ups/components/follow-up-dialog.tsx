import { type ReactNode, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";

import { formatDate } from "@shared/dates.ts";
import type { SicknessLog } from "@shared/schemas/responses.ts";
import type { FollowUp } from "@shared/schemas/sickness-follow-ups.ts";

import { DateField } from "@/components/date-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { UserPicker } from "@/components/user-picker";
import { reportRefusal } from "@/lib/refusal";

import { useUpdateFollowUp } from "../api/update-follow-up";
import { followUpMessages as texts } from "../messages";
import {
  checkFollowUp,
  FOLLOW_UP_LABELS,
  type FollowUpValues,
  inputOf,
  valuesOf,
} from "../utils/follow-up-form";
import { RtwStatusField } from "./rtw-status-field";

/** The log whose follow-up the dialog edits, with the follow-up as last read. */
export type FollowUpTarget = { log: SicknessLog; followUp: FollowUp };

/**
 * The Follow-up modal of a sickness log (issue 18): the return-to-work interview (its status;
 * who did it and when, once done; an admin-only note) and the fit note (when it came, what it
 * says). The shared schema checks the fields before sending, each message beside its field in
 * the dialog's words; a refusal of the server shows under the failure toast and its field.
 */
export function FollowUpDialog({ target, onClose }: {
  target: FollowUpTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target && <FollowUpForm key={target.log.id} target={target} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function FollowUpForm({ target: { log, followUp }, onClose }: {
  target: FollowUpTarget;
  onClose: () => void;
}) {
  const form = useForm<FollowUpValues>({
    resolver: checkFollowUp,
    defaultValues: valuesOf(followUp),
  });
  const isDone = useWatch({ control: form.control, name: "rtwStatus" }) === "done";
  const update = useUpdateFollowUp({
    onSuccess: () => {
      toast.success(texts.followUpSaved);
      onClose();
    },
    onError: (error) => {
      reportRefusal(texts.failedToSaveFollowUp, error, form.setError, FOLLOW_UP_LABELS);
    },
  });

  function save(values: FollowUpValues) {
    update.mutate({ logId: log.id, ...inputOf(values) });
  }

  const dateField = (name: "rtwDoneOn" | "fitNoteReceivedOn", label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start gap-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <DateField label={label} {...field} />
          </FormControl>
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  );

  const noteField = (name: "rtwNote" | "fitNoteDetails", label: string, hint?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start gap-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea maxLength={2000} {...field} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid min-w-0 gap-6" noValidate>
        <DialogHeader>
          <DialogTitle>{texts.dialogTitle}</DialogTitle>
          <DialogDescription>
            {log.firstName} {log.lastName}, {texts.dates(
              formatDate(log.sick_from_date),
              log.sick_to_date ? formatDate(log.sick_to_date) : null,
            )}
          </DialogDescription>
        </DialogHeader>
        <FormSection title={texts.returnToWork}>
          <FormField
            control={form.control}
            name="rtwStatus"
            render={({ field }) => (
              <FormItem className="gap-1.5">
                <RtwStatusField
                  legend={texts.interviewStatus}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
          {isDone && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="rtwDoneBy"
                render={({ field }) => (
                  <FormItem className="content-start gap-1.5">
                    <FormLabel>{texts.doneBy}</FormLabel>
                    <FormControl>
                      <UserPicker
                        ref={field.ref}
                        value={field.value || null}
                        onChange={(user) => field.onChange(user?.id ?? "")}
                        selectedLabel={followUp.rtwDoneByName ?? undefined}
                      />
                    </FormControl>
                    <FormMessage role="alert" />
                  </FormItem>
                )}
              />
              {dateField("rtwDoneOn", texts.doneOn)}
            </div>
          )}
          {noteField("rtwNote", texts.interviewNote, texts.interviewNoteHint)}
        </FormSection>
        <FormSection
          title={texts.fitNote}
          note={followUp.fitNoteNeeded ? texts.fitNoteNeededLine : undefined}
        >
          {dateField("fitNoteReceivedOn", texts.receivedOn)}
          {noteField("fitNoteDetails", texts.details)}
        </FormSection>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={update.isPending}>Save</Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

/** A part of the dialog under its heading, with a line of what it still needs. */
function FormSection({ title, note, children }: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="grid gap-4" aria-labelledby={titleId}>
      <div className="grid gap-1 border-b pb-1">
        <h3 id={titleId} className="font-medium">{title}</h3>
        {note && <p className="text-sm text-orange-800">{note}</p>}
      </div>
      {children}
    </section>
  );
}
