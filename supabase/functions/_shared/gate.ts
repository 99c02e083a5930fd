// Lets at most `limit` calls run at once; the others wait their turn in arrival order.
// The embedded server passes sign-ins through a gate of one: a bcrypt verify blocks PGlite's
// single thread for ~50 ms, and ten at once would queue every other request behind all ten.

export type Gate = <T>(fn: () => Promise<T>) => Promise<T>;

export function createGate(limit: number): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
