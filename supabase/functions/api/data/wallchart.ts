// SQL of the wallchart (issue 31; supabase/schemas/78_wallchart.sql): private.find_wallchart_json
// builds it in the database, each person as the stretches of their pattern (a mask of the days
// it gives no hours) and their marked days; here each person's row is laid out day by day, so
// the database never makes a row per person and day.
import type { Wallchart, WallchartDepartment, WallchartMark } from "@shared/schemas/wallchart.ts";
import type { JsonText, Tx } from "../../_shared/db.ts";

/** A person as the database answers: `spans` null works the company default throughout. */
interface StoredPerson {
  id: string;
  name: string;
  /** [first day index, last day index, mask of the whole window: "o" a day of no hours]. */
  spans: [number, number, string][] | null;
  /** [day index, mark]: the first mark that holds on a day, 'off' apart. */
  marks: [number, WallchartMark][];
}

interface StoredWallchart {
  days: string[];
  /** The company default's mask over the window. */
  defaultMask: string;
  departments: (Omit<WallchartDepartment, "people"> & { people: StoredPerson[] })[];
}

/**
 * A person's cells: 'off' where their pattern gives no hours (it hides the rest), else their
 * mark of the day, else '' (working).
 */
export function layOutCells(
  dayCount: number,
  defaultMask: string,
  person: Pick<StoredPerson, "spans" | "marks">,
): WallchartMark[] {
  const cells = new Array<WallchartMark>(dayCount).fill("");
  for (const [day, mark] of person.marks) cells[day] = mark;
  for (const [first, last, mask] of person.spans ?? [[0, dayCount - 1, defaultMask]]) {
    for (let day = first; day <= last; day++) if (mask[day] === "o") cells[day] = "off";
  }
  return cells;
}

/** People of one department (or all) by the days of [from, to], with each department's cover. */
export async function findWallchart(
  tx: Tx,
  from: string,
  to: string,
  departmentId: number | undefined,
): Promise<JsonText<Wallchart>> {
  const [row] = await tx.query<{ wallchart: StoredWallchart }>(
    "select private.find_wallchart_json($1::date, $2::date, $3::bigint) as wallchart",
    [from, to, departmentId ?? null],
  );
  const { days, defaultMask, departments } = row.wallchart;
  const wallchart: Wallchart = {
    days,
    departments: departments.map((department) => ({
      ...department,
      people: department.people.map(({ id, name, spans, marks }) => ({
        id,
        name,
        cells: layOutCells(days.length, defaultMask, { spans, marks }),
      })),
    })),
  };
  return JSON.stringify(wallchart);
}
