import { Outlet, useLocation } from 'react-router';
import { EmergencyBanner } from '#app/components/layout/emergency-banner.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { business, specialHours } from '#app/content/business.ts';
import { getCity, homeGridCitySlugs } from '#app/content/index.ts';
import { services } from '#app/content/services.ts';
import { emergencyBanner, footer, navigation } from '#app/content/index.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { specialHoursLine, todayIn, upcomingSpecialHours, yearIn } from '#app/lib/special-hours.ts';
import { routes } from '#app/lib/urls.ts';

// Built per render: service titles follow the owner's published content.
const footerServices = () =>
  services.map((s) => ({ label: s.title, href: routes.service(s.slug) }));
const footerAreas = [
  ...homeGridCitySlugs.map((slug) => {
    const city = getCity(slug);
    return { label: `${city.cityName}, ${city.stateCode}`, href: routes.city(slug) };
  }),
  footer.allLocationsLink,
];

/** Shared public layout: emergency banner, sticky header, the page, four-column footer. */
export default function MarketingLayout() {
  const { pathname } = useLocation();
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
        services={footerServices()}
        areas={footerAreas}
        quickLinks={footer.quickLinks}
        social={business.social}
        adminLink={footer.adminLink}
        copyright={footer.copyright(yearIn(business.timeZone))}
      />
    </>
  );
}
