// The follow-up form's values and check. The inputs hold text ("" for nothing); the API takes
// null for nothing, and no interviewer or date unless the interview is done: the form sends
// what it shows, and checks that with the shared schema first.
import { z } from "zod";

import {
  type FollowUp,
  type FollowUpInput,
  followUpSchema,
  type RtwStatus,
} from "@shared/schemas/sickness-follow-ups.ts";

import { checkedAs } from "@/lib/form-check";

import { followUpMessages as texts } from "../messages";

/** A follow-up as the inputs hold it: the status, and text ("" for nothing). */
export type FollowUpValues = {
  rtwStatus: RtwStatus;
  rtwDoneBy: string;
  rtwDoneOn: string;
  rtwNote: string;
  fitNoteReceivedOn: string;
  fitNoteDetails: string;
};

/** The fields as the schema and the server name them, with the labels the dialog shows. */
export const FOLLOW_UP_LABELS = {
  rtwStatus: texts.interviewStatus,
  rtwDoneBy: texts.doneBy,
  rtwDoneOn: texts.doneOn,
  rtwNote: texts.interviewNote,
  fitNoteReceivedOn: texts.receivedOn,
  fitNoteDetails: texts.details,
};

/** A saved follow-up as the form holds it: null → "". */
export function valuesOf(followUp: FollowUp): FollowUpValues {
  return {
    rtwStatus: followUp.rtwStatus,
    rtwDoneBy: followUp.rtwDoneBy ?? "",
    rtwDoneOn: followUp.rtwDoneOn ?? "",
    rtwNote: followUp.rtwNote ?? "",
    fitNoteReceivedOn: followUp.fitNoteReceivedOn ?? "",
    fitNoteDetails: followUp.fitNoteDetails ?? "",
  };
}

/**
 * What the form sends: "" → null, and the interviewer and date only for a done interview
 * (the fields are hidden otherwise). { rtwStatus: "due", rtwDoneOn: "2026-03-09", ... } →
 * { rtwStatus: "due", rtwDoneOn: null, ... }.
 */
export function inputOf(values: FollowUpValues): FollowUpInput {
  const isDone = values.rtwStatus === "done";
  const orNull = (text: string) => text.trim() || null;
  return {
    rtwStatus: values.rtwStatus,
    rtwDoneBy: isDone ? orNull(values.rtwDoneBy) : null,
    rtwDoneOn: isDone ? orNull(values.rtwDoneOn) : null,
    rtwNote: orNull(values.rtwNote),
    fitNoteReceivedOn: orNull(values.fitNoteReceivedOn),
    fitNoteDetails: orNull(values.fitNoteDetails),
  };
}

/** The shared schema checking what the form would send, each message in the dialog's words. */
export const checkFollowUp = checkedAs<FollowUpValues>(
  z.preprocess((values: FollowUpValues) => inputOf(values), followUpSchema),
  FOLLOW_UP_LABELS,
);
