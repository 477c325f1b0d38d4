export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

/**
 * A small bar chart in plain SVG: stacked series per day. No chart library, so the Insights tab
 * stays light on a phone (the chart of the inbox costs ~100 KB of JavaScript).
 */
export function DailyBars({
  title,
  dates,
  series,
  height = 96,
}: {
  title: string;
  dates: string[];
  series: BarSeries[];
  height?: number;
}) {
  const totals = dates.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const width = Math.max(dates.length * 8, 280);
  const slot = width / Math.max(1, dates.length);
  const gap = slot > 4 ? 1 : 0;
  const summary = `${title}: ${series
    .map((s) => `${s.values.reduce((a, b) => a + b, 0)} ${s.label.toLowerCase()}`)
    .join(
      ', ',
    )}, most on one day ${max === 1 && totals.every((t) => t === 0) ? 0 : max}, from ${dates[0] ?? ''} to ${dates.at(-1) ?? ''}.`;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>
        {title}{' '}
        {series.length > 1 &&
          series.map((s) => (
            <span key={s.label} style={{ fontWeight: 400, marginLeft: 8, whiteSpace: 'nowrap' }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  background: s.color,
                  marginRight: 4,
                  verticalAlign: 'middle',
                }}
              />
              {s.label}
            </span>
          ))}
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        style={{
          width: '100%',
          height,
          display: 'block',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        {dates.map((date, i) => {
          let y = height;
          return (
            <g key={date}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                if (value <= 0) return null;
                const h = (value / max) * (height - 4);
                y -= h;
                return (
                  <rect
                    key={s.label}
                    x={i * slot + gap}
                    y={y}
                    width={Math.max(1, slot - 2 * gap)}
                    height={h}
                    fill={s.color}
                  >
                    <title>{`${date}: ${value} ${s.label.toLowerCase()}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
