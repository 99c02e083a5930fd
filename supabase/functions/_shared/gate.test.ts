import assert from "node:assert/strict";
import { createGate, GateFullError } from "./gate.ts";

Deno.test("a gate of one runs calls one at a time, in arrival order", async () => {
  const gate = createGate(1);
  const events: string[] = [];
  let running = 0;
  let most = 0;
  const task = (name: string) =>
    gate(async () => {
      running++;
      most = Math.max(most, running);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      running--;
      return name;
    });
  assert.deepEqual(await Promise.all([task("a"), task("b"), task("c")]), ["a", "b", "c"]);
  assert.equal(most, 1);
  assert.deepEqual(events, ["start a", "end a", "start b", "end b", "start c", "end c"]);
});

Deno.test("a failing call frees its slot for the next", async () => {
  const gate = createGate(1);
  await assert.rejects(gate(() => Promise.reject(new Error("boom"))), /boom/);
  assert.equal(await gate(() => Promise.resolve("next")), "next");
});

Deno.test("a gate of two lets two run together", async () => {
  const gate = createGate(2);
  let running = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 5 }, () =>
      gate(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      })),
  );
  assert.equal(most, 2);
});

Deno.test("past maxWaiting queued calls a new call is refused at once, and later ones go in", async () => {
  const gate = createGate(1, 0, 2);
  let release!: () => void;
  const blocker = gate(() => new Promise<void>((resolve) => (release = resolve)));
  const queued = [gate(() => Promise.resolve(1)), gate(() => Promise.resolve(2))];
  await assert.rejects(gate(() => Promise.resolve(3)), GateFullError);
  release();
  await blocker;
  assert.deepEqual(await Promise.all(queued), [1, 2]);
  assert.equal(await gate(() => Promise.resolve(4)), 4, "room again once the queue drains");
});
