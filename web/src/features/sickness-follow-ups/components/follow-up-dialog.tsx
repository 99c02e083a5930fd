import { type ReactNode, useId } from "react";
import { useForm, useWatch } from "react-hook-form";

import { formatDate } from "@shared/dates.ts";
import type { SicknessLog } from "@shared/schemas/responses.ts";
import { type FollowUp, RTW_STATUSES } from "@shared/schemas/sickness-follow-ups.ts";

import { DialogForm } from "@/components/form/form-dialog";
import { DateInputField, TextareaField, UserPickerField } from "@/components/form/input-fields";
import { RadioGroupField } from "@/components/form/radio-group-field";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { Dialog, DialogContent } from "@/components/ui/dialog";

import { useUpdateFollowUp } from "../api/update-follow-up";
import { followUpMessages as texts } from "../messages";
import {
  checkFollowUp,
  FOLLOW_UP_LABELS,
  type FollowUpValues,
  inputOf,
  valuesOf,
} from "../utils/follow-up-form";

/** The interview's statuses, side by side. */
const STATUS_OPTIONS = RTW_STATUSES.map((status) => ({
  value: status,
  label: {
    not_needed: texts.statusNotNeeded,
    due: texts.statusDue,
    done: texts.statusDone,
  }[status],
}));

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
  const update = useUpdateFollowUp(
    saveCallbacks(form.setError, FOLLOW_UP_LABELS, onClose)(
      texts.followUpSaved,
      texts.failedToSaveFollowUp,
    ),
  );

  function save(values: FollowUpValues) {
    update.mutate({ logId: log.id, ...inputOf(values) });
  }

  const { control } = form;
  return (
    <DialogForm
      form={form}
      onSubmit={save}
      title={texts.dialogTitle}
      description={
        <>
          {log.firstName} {log.lastName}, {texts.dates(
            formatDate(log.sick_from_date),
            log.sick_to_date ? formatDate(log.sick_to_date) : null,
          )}
        </>
      }
      className="gap-6"
      isEdit
      isBusy={update.isPending}
      onCancel={onClose}
    >
      <FormSection title={texts.returnToWork}>
        <RadioGroupField
          control={control}
          name="rtwStatus"
          legend={texts.interviewStatus}
          options={STATUS_OPTIONS}
        />
        {isDone && (
          <div className="grid gap-4 sm:grid-cols-2">
            <UserPickerField
              control={control}
              name="rtwDoneBy"
              label={texts.doneBy}
              none=""
              selectedLabel={followUp.rtwDoneByName ?? undefined}
            />
            <DateInputField control={control} name="rtwDoneOn" label={texts.doneOn} />
          </div>
        )}
        <TextareaField
          control={control}
          name="rtwNote"
          label={texts.interviewNote}
          description={texts.interviewNoteHint}
          maxLength={2000}
        />
      </FormSection>
      <FormSection
        title={texts.fitNote}
        note={followUp.fitNoteNeeded ? texts.fitNoteNeededLine : undefined}
      >
        <DateInputField control={control} name="fitNoteReceivedOn" label={texts.receivedOn} />
        <TextareaField
          control={control}
          name="fitNoteDetails"
          label={texts.details}
          maxLength={2000}
        />
      </FormSection>
    </DialogForm>
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
