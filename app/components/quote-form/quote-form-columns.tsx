import type { JSX, ReactNode } from 'react';
import { QuoteForm, type QuoteFormProps } from './quote-form.tsx';

/**
 * The contact and free-estimate pages' first section: the full quote form under the page's
 * intro line over two of three columns, the page's own panel (contact details, why us) in the
 * third. `gap` is each page's column gap as it was drawn (the two pages' differ).
 */
export function QuoteFormColumns(props: {
  intro: string;
  title: string;
  result: QuoteFormProps['result'];
  phone: QuoteFormProps['phone'];
  gap: 'gap-8' | 'gap-10';
  children: ReactNode;
}): JSX.Element {
  return (
    <section className="bg-slate-50 py-14 sm:py-20">
      <div className={`mx-auto grid max-w-6xl ${props.gap} px-4 lg:grid-cols-3`}>
        <div className="lg:col-span-2">
          <p className="mb-6 text-lg text-ink-700">{props.intro}</p>
          <QuoteForm variant="full" title={props.title} result={props.result} phone={props.phone} />
        </div>
        {props.children}
      </div>
    </section>
  );
}
