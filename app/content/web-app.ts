/**
 * The installed app's identity on a home screen: the web app manifest is built from this
 * and the business profile (vite/pwa-plugin.ts). The colours match the brand in app.css.
 */
import { defaultBusiness as business } from './business.ts';

/** Home-screen shortcuts, each [name, the short label under its icon, the path it opens]. */
function shortcuts(list: readonly (readonly [name: string, shortName: string, url: string])[]) {
  return list.map(([name, shortName, url]) => ({ name, shortName, url }));
}

export const webApp = {
  name: business.name,
  /** Shown under the home-screen icon: about 12 characters fit. */
  shortName: 'Garage Doors',
  description: business.description,
  themeColor: '#b91c1c',
  backgroundColor: '#ffffff',
  shortcuts: shortcuts([
    ['Request a quote', 'Quote', '/free-estimate'],
    ['Admin', 'Admin', '/admin'],
  ]),
};

/**
 * The owner's app (issue 37): installed from an admin page it opens the admin, not the public
 * home page, and is an app of its own (its own id and scope) beside the public site's.
 */
export const adminWebApp = {
  ...webApp,
  name: `${business.name} Admin`,
  shortName: 'Doors Admin',
  description: `Leads, bookings and website content of ${business.name}.`,
  startUrl: '/admin',
  scope: '/admin',
  shortcuts: shortcuts([
    ['Submissions', 'Leads', '/admin/submissions'],
    ['Site', 'Site', '/admin/site'],
  ]),
};
