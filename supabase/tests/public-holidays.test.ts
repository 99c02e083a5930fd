// Public holidays for every year and UK nation (issue 29): the database's rules against the
// dates the UK government publishes for 2018-2028 (fixtures/uk-bank-holidays-2018-2028.json),
// nation by nation, and the days a real year needs.
import assert from "node:assert/strict";
import { freshDatabase } from "./harness.ts";

const REGIONS = ["england-wales", "scotland", "northern-ireland"] as const;
const published: Record<(typeof REGIONS)[number], string[]> = JSON.parse(
  await Deno.readTextFile(new URL("./fixtures/uk-bank-holidays-2018-2028.json", import.meta.url)),
);
const db = await freshDatabase();
globalThis.addEventListener("unload", () => void db.close());

async function holidays(region: string, from: string, to: string) {
  return await db.privileged((tx) =>
    tx.query<{ date: string; name: string }>(
      `select to_char(day, 'YYYY-MM-DD') as date, name from public.public_holidays
       where region = $1 and day between $2 and $3 order by day`,
      [region, from, to],
    )
  );
}

for (const region of REGIONS) {
  Deno.test(`${region}: 2018-2028 are the government's dates, one-off days included`, async () => {
    const rows = await holidays(region, "2018-01-01", "2028-12-31");
    assert.deepEqual(rows.map((row) => row.date), [...published[region]].sort());
  });
}

Deno.test("every year from 1900 to 2999 has its holidays in every nation", async () => {
  const rows = await db.privileged((tx) =>
    tx.query<{ region: string; years: number; fewest: number }>(
      `select region, count(distinct extract(year from day))::integer as years,
         min(n)::integer as fewest
       from (select region, day, count(*) over (partition by region, extract(year from day)) as n
         from public.public_holidays) h
       group by region order by region`,
    )
  );
  assert.deepEqual(rows, [
    { region: "england-wales", years: 1100, fewest: 8 },
    { region: "northern-ireland", years: 1100, fewest: 10 },
    { region: "scotland", years: 1100, fewest: 9 },
  ]);
});

Deno.test("the days a nation keeps alone, and the substitute days of 2027-28", async () => {
  const on = async (day: string) =>
    (await db.privileged((tx) =>
      tx.query<{ region: string }>(
        "select region from public.public_holidays where day = $1 order by region",
        [day],
      )
    )).map((row) => row.region);
  assert.deepEqual(await on("2026-01-02"), ["scotland"]);
  assert.deepEqual(await on("2028-03-17"), ["northern-ireland"]);
  assert.deepEqual(await on("2026-11-30"), ["scotland"]);
  assert.deepEqual(await on("2028-04-17"), ["england-wales", "northern-ireland"]);
  // Christmas 2027 is a Saturday: Monday 27 and Tuesday 28 stand in; New Year 2028 too.
  assert.deepEqual(
    (await holidays("england-wales", "2027-12-24", "2028-01-04")).map((row) => row),
    [
      { date: "2027-12-27", name: "Christmas Day (substitute day)" },
      { date: "2027-12-28", name: "Boxing Day (substitute day)" },
      { date: "2028-01-03", name: "New Year's Day (substitute day)" },
    ],
  );
  // Scotland's 1 and 2 January 2028 fall on the weekend: Monday 3 and Tuesday 4.
  assert.deepEqual(
    (await holidays("scotland", "2028-01-01", "2028-01-05")).map((row) => row.date),
    ["2028-01-03", "2028-01-04"],
  );
  // The England & Wales days are what every figure counts today.
  const [row] = await db.privileged((tx) =>
    tx.query<{ n: number }>(
      "select count(*)::integer as n from public.bank_holidays where day between '2028-01-01' and '2028-12-31'",
    )
  );
  assert.equal(row.n, 8);
});
