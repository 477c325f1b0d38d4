import type { ReactNode } from 'react';

export type SectionTone = 'white' | 'muted' | 'dark';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-ink-900 text-white',
};

/** A section's centred heading: the content's own `{ title, subtitle }` passes as it is. */
export interface SectionHeading {
  title: string;
  subtitle?: string;
}

/** A page section with an optional centered heading (h2) and subtitle. */
export function Section({
  heading,
  tone = 'white',
  id,
  children,
  className = '',
}: {
  heading?: SectionHeading;
  tone?: SectionTone;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} className={`${tones[tone]} py-14 sm:py-20 ${className}`.trim()}>
      <div className="mx-auto max-w-6xl px-4">
        {heading?.title ? (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 className="text-3xl font-bold sm:text-4xl">{heading.title}</h2>
            {heading.subtitle ? (
              <p className={`mt-3 text-lg ${tone === 'dark' ? 'text-slate-200' : 'text-ink-700'}`}>
                {heading.subtitle}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
