import { describe, expect, it } from "vitest";

import { ARCHIVE_CSV_COLUMNS } from "@shared/constants.ts";

import { archiveCsv, type CsvArchiveRow } from "./archive-csv";

const ANN: CsvArchiveRow = {
  firstName: "Ann",
  lastName: "Lee",
  department: "QC",
  start_date: "2026-12-07",
  start_day_type: "full",
  end_date: "2026-12-08",
  end_day_type: "morning",
  requested_hours: 15,
  status: "accepted",
  deny_reason: null,
};

const lines = (csv: string) => csv.split(/\r?\n/).filter((line) => line !== "");

describe("the archive's CSV export", () => {
  it("is the spec's columns while every request is a Holiday", () => {
    expect(lines(archiveCsv([ANN]))).toEqual([
      ARCHIVE_CSV_COLUMNS.join(","),
      "Ann,Lee,QC,07/12/2026,08/12/2026 (Morning),15,Approved,",
    ]);
  });

  it("adds each request's leave type and note when any is of another type (issue 33)", () => {
    const typed = {
      ...ANN,
      firstName: "Bob",
      leave_type: { name: "Compassionate leave" },
      note: "A funeral, Tuesday",
    };
    expect(lines(archiveCsv([ANN, typed]))).toEqual([
      [...ARCHIVE_CSV_COLUMNS, "Leave Type", "Note"].join(","),
      "Ann,Lee,QC,07/12/2026,08/12/2026 (Morning),15,Approved,,Holiday,",
      'Bob,Lee,QC,07/12/2026,08/12/2026 (Morning),15,Approved,,Compassionate leave,"A funeral, Tuesday"',
    ]);
  });
});
