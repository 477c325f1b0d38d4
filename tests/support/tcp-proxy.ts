import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Refuse new connections and cut open ones (the upstream "goes away"). */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** A loopback TCP relay, to take a dependency (PostgreSQL, SMTP) away and bring it back. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let paused = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (paused) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    const cleanup = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', cleanup).on('close', cleanup);
    upstream.on('error', cleanup).on('close', cleanup);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    pause() {
      paused = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    resume() {
      paused = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
