import type { Feature } from '#app/content/schema.ts';
import { CheckIcon } from '../ui/icons.tsx';

/** Titled points in a grid: why choose us, values, team badges, trust points. */
export function FeatureGrid({
  items,
  columns = 4,
  tone = 'light',
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  tone?: 'light' | 'dark';
}) {
  const cols = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className={
            tone === 'dark'
              ? 'rounded-lg bg-white/5 p-6'
              : 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm'
          }
        >
          <span
            className={`flex h-10 w-10 items-center justify-center rounded-full ${tone === 'dark' ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700'}`}
          >
            <CheckIcon className="h-5 w-5" />
          </span>
          <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
          <p className={`mt-2 ${tone === 'dark' ? 'text-slate-200' : 'text-ink-700'}`}>
            {item.text}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A simple list with check marks. */
export function CheckList({
  items,
  className = '',
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`.trim()}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
