import type { HoursDisplay, NavLink, Phone, SocialLink } from '#app/content/schema.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import { mailtoHref } from '#app/lib/urls.ts';

export interface SiteFooterProps {
  headings: { business: string; services: string; areas: string; quickLinks: string };
  about: string;
  phone: Phone;
  email: string;
  hours: readonly HoursDisplay[];
  /** Special hours and closures coming up (next 30 days), under the weekly hours. */
  specialHours?: readonly HoursDisplay[] | undefined;
  serviceArea: string;
  services: readonly NavLink[];
  areas: readonly NavLink[];
  quickLinks: readonly NavLink[];
  social: readonly SocialLink[];
  adminLink: NavLink;
  copyright: string;
}

const linkClass =
  'rounded text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href} className={`${linkClass} inline-block py-1.5`}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Four columns (business, services, areas, quick links), social links, copyright, Admin. */
export function SiteFooter(props: SiteFooterProps) {
  return (
    <footer className="bg-ink-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="text-lg font-semibold text-white">{props.headings.business}</h2>
          <p className="mt-4 text-sm leading-relaxed">{props.about}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={props.phone.href} className={linkClass}>
                {props.phone.display}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={mailtoHref(props.email)} className={`${linkClass} break-all`}>
                {props.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{props.serviceArea}</span>
            </li>
            <li className="flex items-start gap-2">
              <ClockIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {props.hours.map((h) => (
                  <span key={h.days} className="block">
                    {h.days}: {h.hours}
                  </span>
                ))}
                {props.specialHours && props.specialHours.length > 0 ? (
                  <span className="mt-2 block" data-special-hours="">
                    <span className="block font-semibold text-white">Special hours</span>
                    {props.specialHours.map((h) => (
                      <span key={h.days} className="block">
                        {h.days}: {h.hours}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
            </li>
          </ul>
        </div>
        <LinkColumn title={props.headings.services} links={props.services} />
        <LinkColumn title={props.headings.areas} links={props.areas} />
        <LinkColumn title={props.headings.quickLinks} links={props.quickLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Social media">
            {props.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  className={`${linkClass} inline-block py-1.5`}
                  rel="noopener noreferrer"
                  data-social={s.network}
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap items-center gap-x-4">
            <span data-copyright>{props.copyright}</span>
            <a
              href={props.adminLink.href}
              className={`${linkClass} inline-block py-1.5`}
              rel="nofollow"
            >
              {props.adminLink.label}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
