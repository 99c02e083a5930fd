// Lets at most `limit` calls run at once; the others wait their turn, and past `maxWaiting`
// waiting calls a new one is refused at once (GateFullError) rather than queued.
// The embedded server passes sign-ins through a gate of one: a bcrypt verify blocks PGlite's
// single thread for ~50 ms, and ten at once would queue every other request behind all ten.
// A freed slot is handed on after a short pause, not at once, so requests that arrived during
// the last hash reach the database first: no request waits behind more than one sign-in.
// Under a flood the queue is the prize (issue 28): a call marked `hasPriority` (a sign-in from an
// address its user signed in from before) goes ahead of every other waiting call and, when the
// queue is full, takes the place of the newest of them; and one `owner` (a client address) holds
// at most `maxWaitingPerOwner` of the other places, so one flooding address cannot fill it.

/** Who waits: `hasPriority` goes ahead of the others; `owner` is who holds the place. */
export interface Place {
  hasPriority?: boolean;
  owner?: string;
}

export type Gate = (<T>(fn: () => Promise<T>, place?: Place) => Promise<T>) & {
  /** Whether a call now would run at once, with nobody waiting: no place to keep or jump. */
  isFree?: () => boolean;
};

/** Thrown by a gate whose queue is full: the caller should answer 503 and come back later. */
export class GateFullError extends Error {
  constructor() {
    super("Too many calls are waiting");
  }
}

interface Waiter {
  owner?: string;
  enter: () => void;
  turnAway: (error: GateFullError) => void;
}

export function createGate(
  limit: number,
  handoffMs = 0,
  maxWaiting = Infinity,
  maxWaitingPerOwner = Infinity,
): Gate {
  let active = 0;
  const ahead: Waiter[] = [];
  const others: Waiter[] = [];
  const heldBy = new Map<string, number>(); // places in `others`, per owner that holds any
  const hold = (owner: string | undefined, change: number) => {
    if (owner === undefined) return;
    const count = (heldBy.get(owner) ?? 0) + change;
    if (count > 0) heldBy.set(owner, count);
    else heldBy.delete(owner);
  };
  const leaveOthers = (waiter: Waiter | undefined) => {
    if (waiter) hold(waiter.owner, -1);
    return waiter;
  };

  function wait({ hasPriority = false, owner }: Place): Promise<void> {
    if (!hasPriority && owner !== undefined && (heldBy.get(owner) ?? 0) >= maxWaitingPerOwner) {
      throw new GateFullError();
    }
    if (ahead.length + others.length >= maxWaiting) {
      if (!hasPriority || others.length === 0) throw new GateFullError();
      leaveOthers(others.pop())!.turnAway(new GateFullError());
    }
    return new Promise((enter, turnAway) => {
      if (hasPriority) ahead.push({ enter, turnAway });
      else {
        others.push({ owner, enter, turnAway });
        hold(owner, 1);
      }
    });
  }

  // The slot goes to whoever is first in line when the pause ends, not when it began.
  function handOn() {
    const next = ahead.shift() ?? leaveOthers(others.shift());
    if (next) next.enter();
    else active--;
  }

  const gate: Gate = async (fn, place = {}) => {
    if (active < limit) active++;
    else await wait(place); // the slot is handed over
    try {
      return await fn();
    } finally {
      if (ahead.length + others.length > 0) setTimeout(handOn, handoffMs);
      else active--;
    }
  };
  gate.isFree = () => active < limit && ahead.length + others.length === 0;
  return gate;
}
