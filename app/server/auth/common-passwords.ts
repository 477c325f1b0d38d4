import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's list of the ~49,000 most common passwords (lower case), shipped in the package.
const COMMON = new Set(dictionary['passwords-common']);

/** True for a password on the common list, ignoring case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
