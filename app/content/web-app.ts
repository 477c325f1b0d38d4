/**
 * The installed app's identity on a home screen: the web app manifest is built from this
 * and the business profile (vite/pwa-plugin.ts). The colours match the brand in app.css.
 */
import { defaultBusiness as business } from './business.ts';

export const webApp = {
  name: business.name,
  /** Shown under the home-screen icon: about 12 characters fit. */
  shortName: 'Garage Doors',
  description: business.description,
  themeColor: '#b91c1c',
  backgroundColor: '#ffffff',
  shortcuts: [
    { name: 'Request a quote', shortName: 'Quote', url: '/free-estimate' },
    { name: 'Admin', shortName: 'Admin', url: '/admin' },
  ],
} as const;
