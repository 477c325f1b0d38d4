import type { Link } from '#app/content/schema.ts';

const base =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

/**
 * A plain underlined link that still gives a finger a 44px target (a gallery offering's link,
 * the home page's "all reviews"); `className` places it.
 */
export function TextLink({ link, className }: { link: Link; className?: string }) {
  return (
    <a href={link.href} className={className ? `${className} ${base}` : base}>
      {link.text}
    </a>
  );
}
