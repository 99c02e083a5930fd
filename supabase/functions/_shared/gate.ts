// Lets at most `limit` calls run at once; the others wait their turn in arrival order.
// The embedded server passes sign-ins through a gate of one: a bcrypt verify blocks PGlite's
// single thread for ~50 ms, and ten at once would queue every other request behind all ten.
// A freed slot is handed on after a short pause, not at once, so requests that arrived during
// the last hash reach the database first: no request waits behind more than one sign-in.

export type Gate = <T>(fn: () => Promise<T>) => Promise<T>;

export function createGate(limit: number, handoffMs = 0): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    if (active < limit) active++;
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
