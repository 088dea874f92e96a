/**
 * An account's roles (docs/decisions.md "Roles and the back office"). Apart from admin.ts, whose
 * staff-area constants the router, in every page's first download, does not need.
 */
export const USER_ROLES = ['member', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];
