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

/** Least-squares slope of y over x (units of y per unit of x). */
export function slope(points: ReadonlyArray<{ x: number; y: number }>): number {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return covariance / variance;
}
