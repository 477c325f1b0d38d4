export interface UploadGate {
  /**
   * Admits one upload from `address` when fewer than the caps are in flight, and returns the
   * function that lets it go (call it once, when the upload is answered); null when full.
   */
  enter(address: string): (() => void) | null;
  /** Uploads in flight now (for tests and diagnostics). */
  readonly inFlight: number;
}

/**
 * Caps the uploads being received and processed at once, per client address and in all
 * (issue 19). Each one holds up to 10 MB until it is decoded; without a cap, 60 concurrent
 * uploads from one address doubled the server's memory. Stateful: one per process, kept in
 * AppServices. Counts are per process, as memory is.
 */
export function createUploadGate(caps: { perAddress: number; total: number }): UploadGate {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    enter(address) {
      const mine = byAddress.get(address) ?? 0;
      if (total >= caps.total || mine >= caps.perAddress) return null;
      total += 1;
      byAddress.set(address, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
    get inFlight() {
      return total;
    },
  };
}
