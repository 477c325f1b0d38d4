import type { LeadTokenValues } from './template-tokens.ts';

/**
 * The request the template editors' previews and test sends fill in (the confirmation and the
 * review request); each of the spec's escaped characters < > " ' / appears.
 */
export const sampleValues: LeadTokenValues = {
  name: "Pat O'Neil",
  service: 'Garage Door Repair',
  email: 'pat.oneil@example.com',
  phone: '(704) 555-0199',
  address: '12 Oak St, Concord, NC 28025',
  message: 'The spring snapped with a <loud bang> and the door is "stuck" 1/2 way up.',
};
