/** The sign-in gate's two steps (the layout route's action; its answers are its own). */
export const signInIntents = {
  password: 'sign-in',
  secondFactor: 'second-factor',
  /** The one-time link of the "account under attack" e-mail (issue 27). */
  signInLink: 'use-sign-in-link',
} as const;
