import assert from "node:assert/strict";
import {
  DEFAULT_DEPARTMENT_COLOUR,
  DEPARTMENT_COLOURS,
  departmentColour,
  departmentLabel,
  NO_DEPARTMENT,
} from "./departments.ts";

Deno.test("DEPARTMENT_COLOURS: the ten departments, distinct hex colours, none grey", () => {
  assert.deepEqual(Object.keys(DEPARTMENT_COLOURS), [
    "Production",
    "Cleaning",
    "Directors",
    "Engineers",
    "Floor",
    "G3",
    "Office",
    "Process",
    "QC",
    "Warehouse",
  ]);
  const colours = Object.values(DEPARTMENT_COLOURS);
  assert.equal(new Set(colours).size, 10);
  for (const colour of colours) assert.match(colour, /^#[0-9a-f]{6}$/);
  assert.ok(!colours.includes(DEFAULT_DEPARTMENT_COLOUR));
});

const colourCases: [string | null | undefined, string][] = [
  ["Production", DEPARTMENT_COLOURS.Production],
  ["production", DEPARTMENT_COLOURS.Production],
  ["qc", DEPARTMENT_COLOURS.QC],
  [" WAREHOUSE ", DEPARTMENT_COLOURS.Warehouse],
  ["g3", DEPARTMENT_COLOURS.G3],
  ["Sales", "#d3d3d3"],
  [NO_DEPARTMENT, "#d3d3d3"],
  ["", "#d3d3d3"],
  [null, "#d3d3d3"],
  [undefined, "#d3d3d3"],
];

for (const [name, expected] of colourCases) {
  Deno.test(`departmentColour(${JSON.stringify(name)}) → ${expected}`, () => {
    assert.equal(departmentColour(name), expected);
  });
}

Deno.test("departmentLabel: 'No Department' when there is none", () => {
  assert.equal(departmentLabel("QC"), "QC");
  assert.equal(departmentLabel(null), "No Department");
  assert.equal(departmentLabel(""), "No Department");
});
