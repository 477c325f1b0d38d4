import { MapPinIcon } from '../ui/icons.tsx';

export interface AreaLink {
  label: string;
  href: string;
}

/** A grid of city links (home: 8 cities; nearby areas on city pages). */
export function AreasGrid({ areas, columns = 4 }: { areas: readonly AreaLink[]; columns?: 3 | 4 }) {
  return (
    <ul
      className={`grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 ${columns === 4 ? 'md:grid-cols-4' : 'md:grid-cols-3'}`}
      data-areas-grid
    >
      {areas.map((area) => (
        <li key={area.href}>
          <a
            href={area.href}
            className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 font-semibold text-ink-900 shadow-sm hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <MapPinIcon className="h-5 w-5 shrink-0 text-brand-700" />
            {area.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
