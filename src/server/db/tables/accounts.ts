import type { Generated } from 'kysely';
import type { UserRole } from '../../../shared/admin';

/** Account holders. `email_key` is the address lower-cased: unique whatever the case typed. */
export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  email_key: string;
  phone_number: string | null;
  password_hash: string;
  /** File name under uploads/avatars, or null. */
  profile_image: string | null;
  language: string;
  /** `member` for every sign-up; `staff` only through `npm run staff` (migration 2026-11-24T1000). */
  role: Generated<UserRole>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Login sessions. Only a SHA-256 hash of the token is stored. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Password reset links: single use, valid one hour, stored hashed. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
}
