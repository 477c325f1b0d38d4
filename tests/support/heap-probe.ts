/**
 * What a server process keeps, read through its inspector (start it with
 * `NODE_OPTIONS=--inspect=127.0.0.1:0`): a full collection first, then `process.memoryUsage()`,
 * so garbage not yet collected never reads as growth. RSS alone cannot say that: V8 frees its
 * heap in big steps and grows it back to its working size (docs/reliability.md).
 */
export interface RetainedMemory {
  /** JavaScript heap in use after the collection, MB. */
  heapUsedMb: number;
  /** Memory outside the heap held by JavaScript objects (Buffers included), MB. */
  externalMb: number;
}

export interface HeapProbe {
  retained(): Promise<RetainedMemory>;
  close(): void;
}

/** The inspector's address as Node prints it on stderr when it starts listening. */
export function inspectorUrl(output: string): string | undefined {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
}

export async function openHeapProbe(url: string): Promise<HeapProbe> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`inspector ${url} refused`)), {
      once: true,
    });
  });
  let nextId = 0;
  const waiting = new Map<number, (message: InspectorAnswer) => void>();
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as InspectorAnswer;
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<InspectorAnswer>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });

  return {
    async retained() {
      await call('HeapProfiler.collectGarbage');
      const answer = await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      const usage = JSON.parse(String(answer.result?.result?.value)) as NodeJS.MemoryUsage;
      const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
      return { heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external) };
    },
    close: () => socket.close(),
  };
}

interface InspectorAnswer {
  id?: number;
  error?: { message: string };
  result?: { result?: { value?: unknown } };
}

/**
 * The lowest sample of each run of `size` consecutive ones (a leftover run shorter than `size`
 * is dropped). Memory kept by a leak raises every sample; memory in flight (a response's buffers,
 * a lead's mail) raises single samples: the lowest of each three (15 s at the soak's 5-s pace)
 * is the floor the trend is read from.
 */
export function lowestOfEach<T extends { y: number }>(points: readonly T[], size: number): T[] {
  const lowest: T[] = [];
  for (let start = 0; start + size <= points.length; start += size) {
    const run = points.slice(start, start + size);
    lowest.push(run.reduce((low, p) => (p.y < low.y ? p : low)));
  }
  return lowest;
}

/**
 * The trend of y over x (units of y per unit of x): the median of the slopes between every two
 * samples (Theil-Sen). A steady leak gives its slope exactly, as least squares would; a sample
 * taken while buffers were in flight (2-6 MB more external memory for that one sample, seen in
 * CI runs) tilts it much less: 0.71 against least squares' 1.07 MB a minute on one CI soak.
 */
export function slope(points: ReadonlyArray<{ x: number; y: number }>): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i]!;
      const b = points[j]!;
      if (b.x !== a.x) slopes.push((b.y - a.y) / (b.x - a.x));
    }
  }
  slopes.sort((p, q) => p - q);
  const middle = slopes.length / 2;
  return slopes.length % 2 === 1
    ? slopes[Math.floor(middle)]!
    : (slopes[middle - 1]! + slopes[middle]!) / 2;
}
