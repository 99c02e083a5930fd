import { describe, expect, it } from "vitest";

import { bandLabels, firstOutOfOrder, valuesOf } from "./bands-form";

const typed = (...scores: string[]) => scores.map((from) => ({ from, label: "A" }));

describe("trigger points form rules", () => {
  it("finds the first trigger point not above the one before, among scores typed", () => {
    expect(firstOutOfOrder(typed("51", "40", "30"))).toBe(1);
    expect(firstOutOfOrder(typed("51", "201", "201"))).toBe(2);
    expect(firstOutOfOrder(typed("51", "", "30"))).toBeUndefined();
    expect(firstOutOfOrder(typed("51", "201"))).toBeUndefined();
    expect(firstOutOfOrder([])).toBeUndefined();
  });

  it("calls each field the API names by its label", () => {
    expect(bandLabels(2)).toEqual({
      bands: "Trigger points",
      "bands.0.from": "From",
      "bands.0.label": "Label",
      "bands.1.from": "From",
      "bands.1.label": "Label",
    });
  });

  it("holds the scores as typed", () => {
    expect(valuesOf([{ from: 51, label: "Talk" }])).toEqual({
      bands: [{ from: "51", label: "Talk" }],
    });
  });
});
