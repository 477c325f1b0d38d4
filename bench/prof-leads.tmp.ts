import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from '../tests/support/server.ts';
const server = await startServer({
  dialect: 'sqlite',
  env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' },
});
let n = 0;
const run = await autocannon({
  url: server.url,
  connections: 50,
  duration: 10,
  requests: [
    {
      method: 'POST',
      path: '/api/leads',
      setupRequest: (r) => {
        n++;
        return {
          ...r,
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': randomUUID(),
            'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            'User-Agent': 'b',
          },
          body: JSON.stringify({
            name: `V ${n}`,
            email: `v${n}@example.com`,
            phone: '(704) 555-0100',
            service: 'repair',
            address: `${n} Main St`,
            message: 'Grinding noise.',
            location: 'Concord, NC',
          }),
        };
      },
    },
  ],
});
console.log(run.requests.average, run.latency.p50, run.latency.p99, run.non2xx);
await server.dispose();
