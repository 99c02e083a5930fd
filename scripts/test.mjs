// `npm test`: every check and test of the product, in order, stopping at the first failure:
// format, lint and types (server and shared rules, web app, bench, browser journeys); shared
// rules, API and RLS on the database (Deno); web components (Vitest); the browser journeys
// (Playwright in Chromium). Ends with one summary line.
import { spawnSync } from "node:child_process";

const steps = [
  { name: "format", cmd: ["npx", "deno", "fmt", "--check"] },
  { name: "lint", cmd: ["npx", "deno", "lint"] },
  { name: "types (Deno)", cmd: ["npx", "deno", "check", "supabase/", "shared/", "bench/"] },
  { name: "types (web)", cmd: ["npx", "tsc", "--noEmit", "-p", "web"] },
  // The journeys run in Node under Playwright, which strips types without checking them.
  { name: "types (browser journeys)", cmd: ["npx", "tsc", "--noEmit", "-p", "e2e"] },
  {
    name: "shared rules, API and RLS",
    cmd: ["npx", "deno", "test", "-A", "--parallel", "supabase/", "shared/"],
    count: (out) => match(out, /(\d+) passed \| (\d+) failed/g),
  },
  {
    name: "web components",
    cmd: ["npx", "vitest", "run", "--config", "web/vite.config.ts"],
    count: (out) => {
      const passed = /Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(out);
      return passed ? [Number(passed[2]), Number(passed[1] ?? 0)] : undefined;
    },
  },
  {
    name: "web build for the browser tests",
    cmd: [
      "npx",
      "vite",
      "build",
      "--config",
      "web/vite.config.ts",
      "--mode",
      "test",
      "--outDir",
      "dist-e2e",
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
  },
  {
    name: "browser journeys",
    cmd: ["npx", "playwright", "test", "--config", "e2e/playwright.config.ts"],
    count: (out) => {
      const passed = /(\d+) passed/.exec(out);
      const failed = /(\d+) failed/.exec(out);
      return passed || failed ? [Number(passed?.[1] ?? 0), Number(failed?.[1] ?? 0)] : undefined;
    },
  },
];

/** Sums every "N passed | M failed" pair in deno's output. */
function match(out, regex) {
  let passed = 0, failed = 0, found = false;
  // deno-lint-ignore no-control-regex
  for (const m of out.replace(/\x1b\[[0-9;]*m/g, "").matchAll(regex)) {
    passed += Number(m[1]);
    failed += Number(m[2]);
    found = true;
  }
  return found ? [passed, failed] : undefined;
}

const only = process.argv.slice(2);
let passed = 0, failed = 0;
const started = Date.now();
/** Each step run so far with its seconds, for the summary: every run shows where its time went. */
const times = [];
function printTimes() {
  console.log("\nStep times:");
  for (const { name, seconds, ok } of times) {
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}${ok ? "" : " (FAILED)"}`);
  }
}
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${step.name}: ${step.cmd.join(" ")}`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: step.count ? ["inherit", "pipe", "inherit"] : "inherit",
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  if (step.count) {
    process.stdout.write(result.stdout ?? "");
    const counts = step.count(result.stdout ?? "");
    if (counts) {
      passed += counts[0];
      failed += counts[1];
    } else if (result.status === 0) {
      console.error(`${step.name}: ran no test`);
      failed++;
    }
  }
  const seconds = (Date.now() - t0) / 1000;
  times.push({ name: step.name, seconds, ok: result.status === 0 });
  console.log(
    `=== ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} (${seconds.toFixed(1)} s)`,
  );
  if (result.status !== 0) {
    if (!step.count) failed++;
    printTimes();
    console.log(`\n${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
printTimes();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
