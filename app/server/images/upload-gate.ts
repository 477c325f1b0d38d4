export interface UploadGateLimits {
  /** Uploads received and processed at once, per client address and in all. */
  perAddress: number;
  total: number;
  /** Uploads waiting for a place, per address and in all; beyond them: refused at once. */
  queuePerAddress: number;
  queueTotal: number;
  /** A waiting upload is refused after this long. */
  waitMs: number;
}

export interface UploadGate {
  /**
   * Resolves once `address` may upload, with the function that gives its place back (call it
   * once, when the upload is answered); null when the queue is full or the wait timed out.
   */
  enter(address: string): Promise<(() => void) | null>;
  /** Uploads in flight now (for tests and diagnostics). */
  readonly inFlight: number;
  readonly waiting: number;
}

interface Waiter {
  address: string;
  admit: (release: () => void) => void;
}

/**
 * Caps the uploads being received and processed at once, per client address and in all
 * (issue 19). Each one holds up to 10 MB until it is decoded; without a cap, 60 concurrent
 * uploads from one address doubled the server's memory. Uploads over the cap wait their turn
 * without their bodies being read (TCP holds them back, not our memory), so a visitor sending
 * several photos at once still gets them all stored; a full queue or a long wait is refused.
 * Stateful: one per process, kept in AppServices. Counts are per process, as memory is.
 */
export function createUploadGate(limits: UploadGateLimits): UploadGate {
  const running = new Map<string, number>();
  const queued = new Map<string, number>();
  const queue: Waiter[] = [];
  let total = 0;

  const bump = (map: Map<string, number>, address: string, by: number) => {
    const next = (map.get(address) ?? 0) + by;
    if (next > 0) map.set(address, next);
    else map.delete(address);
  };
  const hasRoom = (address: string) =>
    total < limits.total && (running.get(address) ?? 0) < limits.perAddress;

  const start = (address: string): (() => void) => {
    total += 1;
    bump(running, address, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total -= 1;
      bump(running, address, -1);
      // The first waiter whose address has room takes the place.
      const index = queue.findIndex((w) => hasRoom(w.address));
      if (index >= 0) {
        const [next] = queue.splice(index, 1);
        bump(queued, next!.address, -1);
        next!.admit(start(next!.address));
      }
    };
  };

  return {
    enter(address) {
      if (hasRoom(address)) return Promise.resolve(start(address));
      if (
        queue.length >= limits.queueTotal ||
        (queued.get(address) ?? 0) >= limits.queuePerAddress
      ) {
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        const waiter: Waiter = {
          address,
          admit: (release) => {
            clearTimeout(timer);
            resolve(release);
          },
        };
        const timer = setTimeout(() => {
          const index = queue.indexOf(waiter);
          if (index < 0) return;
          queue.splice(index, 1);
          bump(queued, address, -1);
          resolve(null);
        }, limits.waitMs);
        queue.push(waiter);
        bump(queued, address, 1);
      });
    },
    get inFlight() {
      return total;
    },
    get waiting() {
      return queue.length;
    },
  };
}
