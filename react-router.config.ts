import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The admin's route table (~20 routes) comes with the first page instead of a /__manifest
  // request after it: the answer re-rendered the whole screen, ~50 ms of a phone's main thread
  // on the inbox (issue 13). Public pages load no router, so they are unchanged.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
