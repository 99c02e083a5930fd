// `npm start`: runs the local server (serve.ts) as a child process and starts it again if it
// dies (out of memory, a crash): the product stays up with nobody watching. Ctrl-C and SIGTERM
// are passed on, and the child closes the database cleanly before both exit.
import { SERVER_V8_FLAGS } from "./server-flags.ts";

const SERVER = new URL("./serve.ts", import.meta.url).pathname;
/** Restart delays: 1 s after a crash, doubling while it keeps crashing within a minute of start. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_MS = 60_000;

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

let delay = FIRST_DELAY_MS;
for (let run = 1;; run++) {
  const started = Date.now();
  child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", `--v8-flags=${SERVER_V8_FLAGS}`, SERVER],
    stdin: "null",
  }).spawn();
  const status = await child.status;
  if (stopping || status.success) Deno.exit(status.code);
  // A first start that fails at once is a configuration error: say so once, not for ever.
  if (run === 1 && Date.now() - started < 10_000 && !status.signal) Deno.exit(status.code);
  if (Date.now() - started > STABLE_MS) delay = FIRST_DELAY_MS;
  console.error(
    `The server stopped (${status.signal ?? `exit code ${status.code}`}); ` +
      `starting it again in ${delay / 1000} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, delay));
  if (stopping) Deno.exit(0);
  delay = Math.min(delay * 2, MAX_DELAY_MS);
}
