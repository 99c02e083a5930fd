import assert from "node:assert/strict";
import { restartDelay, restartMessage } from "./restart-policy.ts";

const LONG = 3_600_000;

Deno.test("a crash now and then is restarted at once (issue 28: it was 1 s, then 2, 4, ... 30)", () => {
  assert.equal(restartDelay([LONG]), 0);
  assert.equal(restartDelay([LONG, LONG, LONG, LONG, LONG, LONG]), 0);
  // Two quick deaths in a row still restart at once.
  assert.equal(restartDelay([LONG, 200, 300]), 0);
  assert.equal(
    restartMessage("SIGKILL", [LONG]),
    "The server stopped (SIGKILL); starting it again now",
  );
});

Deno.test("dying within seconds again and again backs off, and says so", () => {
  assert.deepEqual(
    [3, 4, 5, 6, 7, 8, 9, 10].map((n) => restartDelay(Array(n).fill(500))),
    [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000],
  );
  assert.equal(
    restartMessage("exit code 1", [LONG, 500, 500, 500, 500]),
    "The server stopped (exit code 1) within seconds of starting, 4 times running; " +
      "starting it again in 2 s",
  );
  // A run that lasts starts the count again.
  assert.equal(restartDelay([500, 500, 500, 500, LONG, 500]), 0);
});
