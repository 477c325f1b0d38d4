/**
 * The initAdmin messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */
import { limits } from '../limits.ts';

export const initAdminMessages = {
  shortPassword: `Password must be at least ${limits.password.min} characters long`,
  submit: 'Initialize Admin',
  submitting: 'Creating Admin User...',
  goToDashboard: 'Go to Admin Dashboard',
  created: 'Admin user created successfully!',
  failedWithReason: (reason: string) => `Failed to create admin user: ${reason}`,
  failed: 'Failed to initialize admin user',
} as const;
