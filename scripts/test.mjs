// `npm test`: every check and test of the product, in order, stopping at the first failure:
// format, lint and types (server and shared rules, web app, bench, browser journeys); shared
// rules, API and RLS on the database (Deno); web components (Vitest); the browser journeys
// (Playwright in Chromium). Ends with one summary line.
//
// The checks and the web build (`together: true`) each use one core at most, so they run two at a
// time, each one's output printed whole when it ends; the test steps use every core, one after
// another.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const steps = [
  { name: "format", together: true, cmd: ["npx", "deno", "fmt", "--check"] },
  { name: "lint", together: true, cmd: ["npx", "deno", "lint"] },
  {
    name: "types (Deno)",
    together: true,
    cmd: ["npx", "deno", "check", "supabase/", "shared/", "bench/"],
  },
  { name: "types (web)", together: true, cmd: ["npx", "tsc", "--noEmit", "-p", "web"] },
  // The journeys run in Node under Playwright, which strips types without checking them.
  {
    name: "types (browser journeys)",
    together: true,
    cmd: ["npx", "tsc", "--noEmit", "-p", "e2e"],
  },
  {
    name: "web build for the browser tests",
    together: true,
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
const header = (step) => `\n=== ${step.name}: ${step.cmd.join(" ")}`;

/**
 * Runs a step; resolves to its exit status, output and seconds. `live`: its output is printed as
 * it comes (a step running alone), else kept for `report` to print whole.
 */
function run(step, live) {
  const t0 = Date.now();
  if (live) console.log(header(step));
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    let stdout = "", stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (live) process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      if (live) process.stderr.write(chunk);
    });
    child.on("close", (status) => {
      resolve({ status, stdout, stderr, seconds: (Date.now() - t0) / 1000, live });
    });
  });
}

/** Prints a finished step's output (unless it was live) and verdict, adds up its counts. */
function report(step, { status, stdout, stderr, seconds, live }) {
  if (!live) {
    console.log(header(step));
    process.stdout.write(stdout);
    process.stderr.write(stderr);
  }
  if (step.count) {
    const counts = step.count(stdout);
    if (counts) {
      passed += counts[0];
      failed += counts[1];
    } else if (status === 0) {
      console.error(`${step.name}: ran no test`);
      failed++;
    }
  } else if (status !== 0) failed++;
  times.push({ name: step.name, seconds, ok: status === 0 });
  console.log(`=== ${step.name}: ${status === 0 ? "ok" : "FAILED"} (${seconds.toFixed(1)} s)`);
  return status === 0;
}

const chosen = steps.filter((step) =>
  !only.length || only.some((word) => step.name.includes(word))
);
const lanes = Math.min(2, availableParallelism());
for (let i = 0; i < chosen.length;) {
  // A run of steps marked `together`, two at a time (in order); any other step alone.
  const batch = [chosen[i++]];
  if (batch[0].together) {
    while (i < chosen.length && chosen[i].together) batch.push(chosen[i++]);
  }
  const results = new Array(batch.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(lanes, batch.length) }, async () => {
    while (next < batch.length) {
      const index = next++;
      results[index] = await run(batch[index], batch.length === 1);
    }
  }));
  const ok = batch.map((step, index) => report(step, results[index])).every(Boolean);
  if (!ok) {
    printTimes();
    console.log(`\n${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
printTimes();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
