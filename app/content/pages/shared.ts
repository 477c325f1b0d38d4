/** Phrases and helpers the page files and the site chrome share. */
import { business } from '../business.ts';
import { FeatureSchema } from '../schema.ts';
import type { Feature } from '../schema.ts';

export const main = business.phones.main;
export const area = business.serviceAreaSummary;
export const heroLocation = `Serving ${area}`;
export const features = (items: Feature[]): Feature[] => items.map((f) => FeatureSchema.parse(f));
