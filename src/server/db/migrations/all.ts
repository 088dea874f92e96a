import type { Migration } from 'kysely';
import * as createContent from './2026-11-21T1300_create_content';
import * as createMessages from './2026-11-21T1400_create_messages';
import * as createAccounts from './2026-11-21T1500_create_accounts';
import * as createPayments from './2026-11-21T1600_create_payments';
import * as addJobPostingDetails from './2026-11-21T1700_add_job_posting_details';
import * as createVitals from './2026-11-21T1710_create_vitals';
import * as addOutboxSecret from './2026-11-22T0900_add_outbox_secret';
import * as addContentVersion from './2026-11-24T0800_add_content_version';
import * as addOutboxLease from './2026-11-24T0900_add_outbox_lease';
import * as createRateLimits from './2026-11-24T0910_create_rate_limits';
import * as addCaseStudies from './2026-11-24T0920_add_case_studies';
import * as addUserRoles from './2026-11-24T1000_add_user_roles';
import * as createAuditLog from './2026-11-24T1010_create_audit_log';
import * as addInboxStatus from './2026-11-24T1020_add_inbox_status';
import * as addAuditActorEmail from './2026-12-01T2200_h43input_add_audit_actor_email';

/**
 * Every migration, keyed by a sortable name (`2026-11-21T1200_create_users`); Kysely runs them
 * in key order. See README.md in this folder before adding one.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1300_create_content': createContent,
  '2026-11-21T1400_create_messages': createMessages,
  '2026-11-21T1500_create_accounts': createAccounts,
  '2026-11-21T1600_create_payments': createPayments,
  '2026-11-21T1700_add_job_posting_details': addJobPostingDetails,
  '2026-11-21T1710_create_vitals': createVitals,
  '2026-11-22T0900_add_outbox_secret': addOutboxSecret,
  '2026-11-24T0800_add_content_version': addContentVersion,
  '2026-11-24T0900_add_outbox_lease': addOutboxLease,
  '2026-11-24T0910_create_rate_limits': createRateLimits,
  '2026-11-24T0920_add_case_studies': addCaseStudies,
  '2026-11-24T1000_add_user_roles': addUserRoles,
  '2026-11-24T1010_create_audit_log': createAuditLog,
  '2026-11-24T1020_add_inbox_status': addInboxStatus,
  '2026-12-01T2200_h43input_add_audit_actor_email': addAuditActorEmail,
};
