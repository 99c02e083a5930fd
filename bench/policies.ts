// The allowance policies' rows of `npm run bench` (issue 16): create request and planning with
// 30 % of the users on non-default working patterns and carry-over on. Set up through the API
// as an administrator, measured, then put back (settings off, entries and patterns removed), so
// the other rows and the next run meet the spec's configuration.
import type { ApiCall } from "./client.ts";

/** Patterns that work every Monday to Thursday, so no bench slot costs 0 hours. */
const PATTERNS = [
  { name: "Bench Mon-Fri 7.5 h", anchor: "2024-01-01", hours: [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0] },
  {
    name: "Bench alternating weeks",
    anchor: "2024-01-01",
    hours: [10, 10, 10, 10, 10, 0, 0, 8, 8, 8, 8, 0, 0, 0],
  },
];

export interface PolicyBench {
  call: ApiCall;
  admin: string;
  /** Every active user's id, in the order of GET /admin/users. */
  userIds: string[];
  /** What to time with the policies on. */
  measure: () => Promise<void>;
}

/** Turns the policies on for 30 % of `userIds`, runs `measure`, and turns them off again. */
export async function withPolicies({ call, admin, userIds, measure }: PolicyBench) {
  const patternIds: number[] = [];
  const patterned = userIds.filter((_, i) => i % 10 < 3);
  try {
    for (const pattern of PATTERNS) {
      const created = await call("POST", "/admin/working-patterns", admin, pattern);
      if (created.status !== 201) throw new Error(`pattern: ${JSON.stringify(created.json)}`);
      patternIds.push(created.json.id);
    }
    for (const [i, id] of patterned.entries()) {
      const given = await call("PUT", `/admin/users/${id}/working-patterns`, admin, {
        patternId: patternIds[i % patternIds.length],
        startsOn: "2024-01-01",
      });
      if (!given.ok) throw new Error(`give pattern: ${JSON.stringify(given.json)}`);
    }
    await call("PUT", "/admin/settings", admin, {
      proRata: false,
      carryOverMaxHours: 40,
      carryOverExpiry: "03-31",
    });
    await measure();
  } finally {
    await call("PUT", "/admin/settings", admin, {
      proRata: false,
      carryOverMaxHours: 0,
      carryOverExpiry: "03-31",
    });
    for (const id of patterned) {
      await call("DELETE", `/admin/users/${id}/working-patterns/2024-01-01`, admin);
    }
    for (const id of patternIds) await call("DELETE", `/admin/working-patterns/${id}`, admin);
  }
}
