import type { ComponentType, ReactNode } from 'react';
import type { HoursDisplay, Phone } from '#app/content/schema.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import { mailtoHref } from '#app/lib/urls.ts';
import { CONTACT_INFO, hook } from '#app/lib/dom-hooks.ts';

export interface ContactInfoProps {
  title: string;
  labels: { phone: string; email: string; hours: string; area: string };
  phone: Phone;
  emails: readonly string[];
  hours: readonly HoursDisplay[];
  emergency: string;
  area: string;
}

/** Contact panel: office and emergency phone, e-mail addresses, hours, service area. */
export function ContactInfo(props: ContactInfoProps) {
  const link = 'font-semibold text-brand-700 underline-offset-2 hover:underline break-all';
  return (
    <div
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      {...hook(CONTACT_INFO)}
    >
      <h2 className="text-2xl font-bold">{props.title}</h2>
      <ul className="mt-6 space-y-5">
        <InfoItem icon={PhoneIcon} title={props.labels.phone}>
          <p>
            <a href={props.phone.href} className={link}>
              {props.phone.display}
            </a>
          </p>
        </InfoItem>
        <InfoItem icon={MailIcon} title={props.labels.email}>
          {props.emails.map((e) => (
            <p key={e}>
              <a href={mailtoHref(e)} className={link}>
                {e}
              </a>
            </p>
          ))}
        </InfoItem>
        <InfoItem icon={ClockIcon} title={props.labels.hours}>
          {props.hours.map((h) => (
            <p key={h.days} className="text-ink-700">
              {h.days}: {h.hours}
            </p>
          ))}
          <p className="text-ink-700">{props.emergency}</p>
        </InfoItem>
        <InfoItem icon={MapPinIcon} title={props.labels.area}>
          <p className="text-ink-700">{props.area}</p>
        </InfoItem>
      </ul>
    </div>
  );
}

/** One line of the panel: its icon, its heading, what it says. */
function InfoItem(props: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <li className="flex gap-3">
      <Icon className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
      <div>
        <h3 className="font-semibold">{props.title}</h3>
        {props.children}
      </div>
    </li>
  );
}
