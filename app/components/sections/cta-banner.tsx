import type { CtaBanner as CtaContent } from '#app/content/schema.ts';
import { LinkButton } from '../ui/link-button.tsx';
import { CTA_BANNER, hook } from '#app/lib/dom-hooks.ts';

/** The closing call to action (defaults: Ready to Get Started? / Get a Free Estimate -> /contact). */
export function CtaBanner({
  cta,
  call,
}: {
  cta: CtaContent;
  call?: { text: string; href: string };
}) {
  return (
    <section className="bg-brand-700 py-14 text-white" {...hook(CTA_BANNER)}>
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 className="text-3xl font-bold sm:text-4xl">{cta.title}</h2>
        <p className="mt-4 text-lg text-red-50">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton href={cta.button.href} variant="light">
            {cta.button.text}
          </LinkButton>
          {call ? (
            <LinkButton href={call.href} variant="outline-light">
              {call.text}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
