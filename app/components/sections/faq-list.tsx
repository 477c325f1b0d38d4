import type { Faq } from '#app/content/schema.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';

/**
 * Questions as <details> elements sharing one `name`, so the browser keeps only one open at a
 * time without any script.
 */
export function FaqList({
  faqs,
  name,
  openFirst = false,
}: {
  faqs: readonly Faq[];
  /** The exclusive-accordion group name. */
  name: string;
  openFirst?: boolean;
}) {
  return (
    <div
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      data-faq-list
    >
      {faqs.map((faq, i) => (
        <details key={faq.question} name={name} open={openFirst && i === 0} className="faq group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 hover:text-brand-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
            <span>{faq.question}</span>
            <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-ink-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
