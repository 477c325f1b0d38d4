import { Outlet, useLocation } from 'react-router';
import { EmergencyBanner } from '#app/components/layout/emergency-banner.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { cityLabel, getCity, homeGridCitySlugs } from '#app/content/index.ts';
import { footerCopyright } from '#app/content/site.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { specialHoursLine, upcomingSpecialHours } from '#app/content/special-hours.ts';
import { todayIn, yearIn } from '#app/lib/clock.ts';
import { routes } from '#app/lib/urls.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import type { Route } from './+types/layout';

/**
 * The chrome's content from the request's snapshot (the published one, or a preview's): the
 * component below shows only what this returns.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { business, specialHours, services, cities, emergencyBanner, navigation, footer } =
    getContent(context).content;
  return { business, specialHours, services, cities, emergencyBanner, navigation, footer };
}

/** Shared public layout: emergency banner, sticky header, the page, four-column footer. */
export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { business, specialHours, services, cities, emergencyBanner, navigation, footer } =
    loaderData;
  const areas = [
    ...homeGridCitySlugs.map((slug) => ({
      label: cityLabel(getCity(cities, slug)),
      href: routes.city(slug),
    })),
    footer.allLocationsLink,
  ];
  return (
    <>
      <a
        href="#main"
        className="sr-only z-60 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {emergencyBanner.enabled ? <EmergencyBanner {...emergencyBanner} /> : null}
      <SiteHeader
        businessName={business.name}
        logo={business.logo}
        items={navigation.items}
        cta={navigation.headerCta}
        currentPath={pathname}
      />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        headings={footer.headings}
        about={footer.about}
        phone={business.phones.main}
        email={business.emails.info}
        hours={business.hours.display}
        specialHours={upcomingSpecialHours(
          specialHours,
          todayIn(business.timeZone),
          siteContentLimits.footerSpecialDays,
        ).map(specialHoursLine)}
        serviceArea={business.serviceAreaSummary}
        services={services.map((s) => ({ label: s.title, href: routes.service(s.slug) }))}
        areas={areas}
        quickLinks={footer.quickLinks}
        social={business.social}
        adminLink={footer.adminLink}
        copyright={footerCopyright(yearIn(business.timeZone), business.name)}
      />
    </>
  );
}
