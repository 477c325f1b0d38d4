import type { BarChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * recharts (under @mantine/charts) is about 118 KB gzip, more than the rest of the inbox
 * together, and the chart sits below the cards. It is fetched when its place comes near the
 * screen, not with the inbox; until then (and on the server) a box of the chart's height
 * keeps the layout from moving. The numbers are in the table next to it without it. The
 * chart's stylesheet comes with the chunk (bar-chart-module.ts), not with the inbox.
 */
const BarChart = lazy(() => import('./bar-chart-module.ts').then((m) => ({ default: m.BarChart })));

/** How far below the screen the chart starts loading: about one phone screen ahead. */
const PRELOAD_MARGIN = '600px';

export function LazyBarChart(props: BarChartProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const box = placeholder.current;
    if (near || !box) return;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${PRELOAD_MARGIN} 0px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  const reserved = <Box ref={placeholder} h={props.h} data-chart-pending="" />;
  if (!near) return reserved;
  return (
    <Suspense fallback={reserved}>
      <BarChart {...props} />
    </Suspense>
  );
}
