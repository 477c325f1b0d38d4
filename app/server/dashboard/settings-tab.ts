import type { BusinessProfile } from '#app/content/schema.ts';
import {
  adminEmailProblem,
  newPasswordProblem,
  normaliseEmail,
  storedBusinessEmail,
} from '#app/lib/credential-rules.ts';
import { messages } from '#app/lib/messages.ts';
import { changeCredentials, type BusinessName } from '../auth/admin-account.ts';
import type { RequestMeta } from '../auth/request-meta.ts';
import type { AdminIdentity } from '../auth/sessions.ts';
import { businessMailDefaults } from '../mail/business-defaults.ts';
import type { AppServices } from '../services.ts';
import { readSetting, writeSetting } from '../db/admin-settings.ts';
import { readRetentionMonths, settingKeys } from './settings-store.ts';

export interface SettingsView {
  businessEmail: string;
  adminEmail: string;
  retentionMonths: number;
}

/** What the Settings tab shows. The password is never read, let alone shown. */
export async function readSettings(
  services: Pick<AppServices, 'db'>,
  admin: AdminIdentity,
  business: Pick<BusinessProfile, 'name' | 'emails'>,
): Promise<SettingsView> {
  const [businessEmail, retentionMonths] = await Promise.all([
    readSetting(services, settingKeys.businessEmail),
    readRetentionMonths(services),
  ]);
  return {
    businessEmail: businessEmail?.trim() || businessMailDefaults(business).businessEmail,
    adminEmail: admin.email,
    retentionMonths,
  };
}

export interface SettingsInput {
  businessEmail: string;
  adminEmail: string;
  newPassword: string;
  currentPassword: string;
}

export type SettingsField = keyof SettingsInput;

export type SaveSettingsResult =
  | { ok: true; message: string; credentialsChanged: boolean }
  | { ok: false; message: string; field?: SettingsField | undefined };

/**
 * "Save Settings" (spec sections 5 and 7): the spec's checks first; then the login credentials
 * (AUTH's changeCredentials: current password, other sessions end), stopping with
 * "Authentication update failed: <reason>"; then the business e-mail.
 */
export async function saveSettings(
  services: Pick<AppServices, 'db' | 'config' | 'log'>,
  admin: AdminIdentity,
  input: SettingsInput,
  meta: RequestMeta,
  business: BusinessName,
): Promise<SaveSettingsResult> {
  const businessEmail = storedBusinessEmail(input.businessEmail);
  const adminEmail = normaliseEmail(input.adminEmail);
  const businessProblem = adminEmailProblem(businessEmail, messages.settings.invalidBusinessEmail);
  if (businessProblem) return { ok: false, field: 'businessEmail', message: businessProblem };
  const adminProblem = adminEmailProblem(adminEmail, messages.settings.invalidAdminEmail);
  if (adminProblem) return { ok: false, field: 'adminEmail', message: adminProblem };
  if (input.newPassword && newPasswordProblem(input.newPassword)) {
    return { ok: false, field: 'newPassword', message: messages.settings.weakPassword };
  }
  const credentialsChange = adminEmail !== admin.email || input.newPassword !== '';
  if (credentialsChange) {
    const result = await changeCredentials(
      services,
      admin,
      {
        currentPassword: input.currentPassword,
        newEmail: adminEmail,
        newPassword: input.newPassword,
      },
      meta,
      business,
    );
    if (!result.ok) {
      const field: SettingsField = result.field === 'newEmail' ? 'adminEmail' : result.field;
      return { ok: false, field, message: messages.admin.authUpdateFailed(result.message) };
    }
  }
  try {
    await writeSetting(services, settingKeys.businessEmail, businessEmail);
  } catch (error) {
    services.log.error({ err: error }, 'saving the business e-mail failed');
    return { ok: false, message: messages.admin.updateSettingsFailed };
  }
  return {
    ok: true,
    message: messages.admin.settingsUpdated,
    credentialsChanged: credentialsChange,
  };
}
