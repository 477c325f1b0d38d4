import type { ReactNode } from 'react';
import { cityLabel, getCity, homeGridCitySlugs } from '#app/content/index.ts';
import { footerCopyright } from '#app/content/site.ts';
import { specialHoursLine, upcomingSpecialHours } from '#app/content/special-hours.ts';
import { todayIn, yearIn } from '#app/lib/clock.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import type { SiteChromeData } from '#app/lib/react/site-chrome.ts';
import { routes } from '#app/lib/urls.ts';
import { EmergencyBanner } from './emergency-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Shared public chrome: emergency banner, sticky header, the page, four-column footer. Drawn by
 * the marketing layout, and by the root error boundary for a refusal on a public address.
 */
export function SiteChrome({
  chrome,
  pathname,
  children,
}: {
  chrome: SiteChromeData;
  pathname: string;
  children: ReactNode;
}) {
  const { business, specialHours, services, cities, emergencyBanner, navigation, footer } = chrome;
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
        {children}
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
