// Lets at most `limit` calls run at once; the others wait their turn in arrival order, and past
// `maxWaiting` waiting calls a new one is refused at once (GateFullError) rather than queued.
// The embedded server passes sign-ins through a gate of one: a bcrypt verify blocks PGlite's
// single thread for ~50 ms, and ten at once would queue every other request behind all ten.
// A freed slot is handed on after a short pause, not at once, so requests that arrived during
// the last hash reach the database first: no request waits behind more than one sign-in.

export type Gate = <T>(fn: () => Promise<T>) => Promise<T>;

/** Thrown by a gate whose queue is full: the caller should answer 503 and come back later. */
export class GateFullError extends Error {
  constructor() {
    super("Too many calls are waiting");
  }
}

export function createGate(limit: number, handoffMs = 0, maxWaiting = Infinity): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    if (active < limit) active++;
    else if (waiting.length >= maxWaiting) throw new GateFullError();
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) setTimeout(next, handoffMs);
      else active--;
    }
  };
}
