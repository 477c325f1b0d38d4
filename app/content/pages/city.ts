/** Each city page (/locations/:city): the copy around a city; the cities themselves are in ../cities/. */
import { defaultBusiness as business, emergencyResponseText } from '../business.ts';

/** Why choose us, on this page. */
export const whyChooseUs: string[] = [
  `Family owned and operated since {{foundedYear}}`,
  'Licensed, insured and background-checked technicians',
  `Emergency response in ${emergencyResponseText} on average`,
  'Free estimates with a written price',
  `${business.warranty.installationWork} warranty on installations, ${business.warranty.repairs} on repairs`,
];

export const cityPageContent = {
  emergencyTitle: 'Garage Door Emergency?',
  emergencyText: `Call our local line any time. Average response: ${emergencyResponseText}.`,
  nearbyTitle: 'Nearby Areas We Serve',
};

/**
 * The headings that name the page's city. Code, not content: a snapshot is plain data (it
 * travels as loader data), and no fact of the business is in them.
 */
export const cityHeadings = {
  services: (cityName: string): string => `Garage Door Services in ${cityName}`,
  areas: (cityName: string): string => `Areas We Serve in ${cityName}`,
  neighborhoods: (cityName: string): string => `${cityName} Neighborhoods We Serve`,
  whyChoose: (cityName: string): string => `Why ${cityName} Chooses Us`,
};
