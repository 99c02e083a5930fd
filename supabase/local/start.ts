// `npm start`: runs the local server (serve.ts) as a child process and starts it again if it
// dies (out of memory, a crash): the product stays up with nobody watching. Ctrl-C and SIGTERM
// are passed on, and the child closes the database cleanly before both exit.
import { QUICK_DEATH_MS, restartDelay, restartMessage } from "./restart-policy.ts";
import { SERVER_V8_FLAGS } from "./server-flags.ts";

const SERVER = new URL("./serve.ts", import.meta.url).pathname;
/** How many past runs the restart policy looks at. */
const RUNS_KEPT = 20;

let child: Deno.ChildProcess | undefined;
let stopping = false;

function forward(signal: Deno.Signal) {
  stopping = true;
  try {
    child?.kill(signal);
  } catch { /* already gone */ }
}
Deno.addSignalListener("SIGINT", () => forward("SIGINT"));
Deno.addSignalListener("SIGTERM", () => forward("SIGTERM"));

/** How long each run lasted, oldest first. */
const runs: number[] = [];
for (let run = 1;; run++) {
  const started = Date.now();
  child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", `--v8-flags=${SERVER_V8_FLAGS}`, SERVER],
    stdin: "null",
  }).spawn();
  const status = await child.status;
  if (stopping || status.success) Deno.exit(status.code);
  const lasted = Date.now() - started;
  // A first start that fails at once is a configuration error: say so once, not for ever.
  if (run === 1 && lasted < QUICK_DEATH_MS && !status.signal) Deno.exit(status.code);
  runs.push(lasted);
  if (runs.length > RUNS_KEPT) runs.shift();
  console.error(restartMessage(status.signal ?? `exit code ${status.code}`, runs));
  const delay = restartDelay(runs);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  if (stopping) Deno.exit(0);
}
