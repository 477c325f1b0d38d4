import type { Generated } from 'kysely';

/** Tables of migration 0003 (admin sign-in). */
export interface AdminUsersTable {
  id: Generated<number>;
  role: Generated<string>;
  email: string;
  /** argon2id PHC string; never the password. */
  password_hash: string;
  /** base32 TOTP secret once the second factor is on. */
  totp_secret: string | null;
  /** base32 secret shown as a QR code, waiting for its first code. */
  totp_pending_secret: string | null;
  totp_enabled_at: number | null;
  totp_last_step: number | null;
  credentials_changed_at: number;
  created_at: number;
}

export interface AdminSessionsTable {
  /** sha256 of the cookie value: a copy of the table does not hand out sessions. */
  id_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
}

export interface AdminMfaChallengesTable {
  id_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

/** One-time links of the "account under attack" e-mail (issue 27); only the hash is kept. */
export interface AdminSignInLinksTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AdminSetupTokensTable {
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  event: string;
  user_id: number | null;
  email: string | null;
  ip: string;
  user_agent: string;
  detail: string | null;
}

/** Migration 0006: keys the server makes for itself (the device-cookie signing key). */
export interface ServerSecretsTable {
  name: string;
  secret: string;
  created_at: number;
}

/** Migration 0006: growing delays between sign-in attempts, per account, address or device. */
export interface SignInBackoffTable {
  bucket_key: string;
  attempts: number;
  last_attempt_at: number;
  delay_ms: number;
  blocked_until: number;
}

export interface AuthTables {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_mfa_challenges: AdminMfaChallengesTable;
  admin_setup_tokens: AdminSetupTokensTable;
  admin_sign_in_links: AdminSignInLinksTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  audit_log: AuditLogTable;
  server_secrets: ServerSecretsTable;
  sign_in_backoff: SignInBackoffTable;
}
