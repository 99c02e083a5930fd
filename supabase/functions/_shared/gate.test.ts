import assert from "node:assert/strict";
import { createGate, GateFullError, type Place } from "./gate.ts";

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

/** A gate of one, the order calls entered it, and `hold()`: takes the slot until released. */
function orderedGate(maxWaiting = Infinity, maxWaitingPerOwner = Infinity) {
  const gate = createGate(1, 0, maxWaiting, maxWaitingPerOwner);
  const order: string[] = [];
  const enter = (name: string, place?: Place) =>
    gate(() => Promise.resolve(void order.push(name)), place);
  const hold = () => {
    let release!: () => void;
    const held = gate(() => new Promise<void>((resolve) => (release = resolve)));
    return () => (release(), held);
  };
  return { enter, order, hold };
}

Deno.test("a call with priority goes ahead of every waiting call without it", async () => {
  const { enter, order, hold } = orderedGate();
  const release = hold();
  const calls = [
    enter("a"),
    enter("b", { owner: "x" }),
    enter("first", { hasPriority: true }),
    enter("c"),
    enter("second", { hasPriority: true }),
  ];
  await release();
  // the slot goes to whoever leads when the pause ends: one arriving after the release too
  calls.push(enter("late", { hasPriority: true }));
  await Promise.all(calls);
  assert.deepEqual(order, ["first", "second", "late", "a", "b", "c"]);
});

Deno.test("a full queue turns its newest waiter without priority away for one with it", async () => {
  const { enter, order, hold } = orderedGate(2);
  const release = hold();
  const a = enter("a");
  const b = enter("b");
  const first = enter("first", { hasPriority: true });
  await assert.rejects(b, GateFullError, "the newest waiter gives up its place");
  await assert.rejects(enter("c"), GateFullError, "still full for a call without priority");
  const second = enter("second", { hasPriority: true });
  await assert.rejects(a, GateFullError);
  await assert.rejects(
    enter("third", { hasPriority: true }),
    GateFullError,
    "a queue full of calls with priority turns the next one away",
  );
  await release();
  await Promise.all([first, second]);
  await enter("after");
  assert.deepEqual(order, ["first", "second", "after"], "room again once the queue drains");
});

Deno.test("one owner waits in at most maxWaitingPerOwner places; priority is not counted", async () => {
  const { enter, order, hold } = orderedGate(20, 2);
  let release = hold();
  const calls = [enter("x1", { owner: "x" }), enter("x2", { owner: "x" })];
  await assert.rejects(enter("x3", { owner: "x" }), GateFullError);
  calls.push(enter("y1", { owner: "y" }), enter("x-known", { owner: "x", hasPriority: true }));
  calls.push(enter("anyone"), enter("anyone"), enter("anyone"));
  await release();
  await Promise.all(calls);
  assert.deepEqual(order, ["x-known", "x1", "x2", "y1", "anyone", "anyone", "anyone"]);

  // x's places came back as its calls entered
  release = hold();
  const again = [enter("x3", { owner: "x" }), enter("x4", { owner: "x" })];
  await assert.rejects(enter("x5", { owner: "x" }), GateFullError);
  await release();
  await Promise.all(again);
  assert.deepEqual(order.slice(-2), ["x3", "x4"]);
});

Deno.test("isFree: a call would run at once only while a slot is free and nobody waits", async () => {
  const gate = createGate(1, 0, 5);
  assert.equal(gate.isFree?.(), true);
  let release!: () => void;
  const first = gate(() => new Promise<void>((resolve) => (release = resolve)));
  assert.equal(gate.isFree?.(), false);
  release();
  await first;
  assert.equal(gate.isFree?.(), true);
});
