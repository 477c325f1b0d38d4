import { PhoneIcon } from '../ui/icons.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { CALL_BOX, hook } from '#app/lib/dom-hooks.ts';

/** A red box with a call link: emergency boxes, "not sure if we serve your area". */
export function CallBox({
  title,
  text,
  call,
  secondary,
  headingLevel = 2,
}: {
  title: string;
  text: string;
  call: { text: string; href: string };
  secondary?: { text: string; href: string };
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-lg bg-brand-700 p-6 text-white" {...hook(CALL_BOX)}>
      <Heading className="text-xl font-bold">{title}</Heading>
      <p className="mt-2 text-red-50">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <LinkButton href={call.href} variant="light">
          <PhoneIcon className="h-4 w-4" />
          {call.text}
        </LinkButton>
        {secondary ? (
          <LinkButton href={secondary.href} variant="outline-light">
            {secondary.text}
          </LinkButton>
        ) : null}
      </div>
    </div>
  );
}
