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
  servicesTitle: (cityName: string): string => `Garage Door Services in ${cityName}`,
  areasTitle: (cityName: string): string => `Areas We Serve in ${cityName}`,
  neighborhoodsTitle: (cityName: string): string => `${cityName} Neighborhoods We Serve`,
  emergencyTitle: 'Garage Door Emergency?',
  emergencyText: `Call our local line any time. Average response: ${emergencyResponseText}.`,
  whyChooseTitle: (cityName: string): string => `Why ${cityName} Chooses Us`,
  nearbyTitle: 'Nearby Areas We Serve',
};
