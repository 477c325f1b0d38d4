import type { HTMLAttributes, JSX } from 'react';
import type { Phone } from '#app/content/schema.ts';

/**
 * A line of text ending in the main phone number as a link ("...call (704) ..."): the booking
 * part's emergency line and the visit page's "call to change it". The paragraph takes the
 * caller's class and markup hook.
 */
export function CallLine({
  text,
  phone,
  ...paragraph
}: {
  text: string;
  phone: Pick<Phone, 'display' | 'href'>;
} & HTMLAttributes<HTMLParagraphElement>): JSX.Element {
  return (
    <p {...paragraph}>
      {text}{' '}
      <a href={phone.href} className="font-semibold text-brand-700 underline">
        {phone.display}
      </a>
    </p>
  );
}
