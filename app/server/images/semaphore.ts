export interface Semaphore {
  /** Runs `task` once fewer than `max` tasks are running; later callers wait their turn. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSemaphore(max: number): Semaphore {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    async run(task) {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
