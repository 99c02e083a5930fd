import { describe, expect, it } from "vitest";

import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["Lee, Ann", '"Lee, Ann"'],
    ['He said "hi"', '"He said ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded", '" padded"'],
    ["", ""],
  ])("quotes %j as %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["=1,2", '"\'=1,2"'],
  ])("neutralises the formula %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("keeps numbers as numbers, negative ones included", () => {
    expect(csvCell(-10)).toBe("-10");
    expect(csvCell(160)).toBe("160");
    expect(csvCell(null)).toBe("");
  });
});

describe("toCsv", () => {
  it("joins escaped cells with commas and rows with CRLF, ending in one", () => {
    expect(toCsv([["a", "b, c"], [1, null]])).toBe('a,"b, c"\r\n1,\r\n');
  });
});
