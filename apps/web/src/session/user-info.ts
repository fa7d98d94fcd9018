// The signed-in user's profile as the shell needs it (spec §3 "User info"). The accounts issue
// owns the full schema in @skytrace/contracts; this parser accepts the response leniently so the
// shell keeps working while that schema settles.
export interface UserInfo {
  username: string;
  truename: string | null;
  avatarUrl: string | null;
  permissions: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Reads user info from the `data` of GET /user/user/info. The spec lists the payload as
 * `{ data, devIds, isApplyFitting, wechat, filter }`, so the profile may sit one level down.
 */
export function parseUserInfo(data: unknown): UserInfo | null {
  if (!isRecord(data)) return null;
  const profile = isRecord(data.data) ? data.data : data;
  const username = nonEmptyString(profile.username);
  if (username === null) return null;
  const permissions = Array.isArray(profile.permissions)
    ? profile.permissions.filter((p): p is string => typeof p === 'string' && p !== '')
    : [];
  return {
    username,
    truename: nonEmptyString(profile.truename),
    avatarUrl: nonEmptyString(profile.avatar_url) ?? nonEmptyString(profile.avatarUrl),
    permissions,
  };
}

/** Name shown in the user menu: real name, else username (spec §2 "User menu"). */
export function displayName(user: UserInfo): string {
  return user.truename ?? user.username;
}

/** Spec §6: a permission check tests whether the list holds the named permission. */
export function hasPermission(user: UserInfo | null, permission: string): boolean {
  return user?.permissions.includes(permission) ?? false;
}

/** The back-office (BMS) entry shows when the user holds at least one permission. */
export function canOpenBackOffice(user: UserInfo | null): boolean {
  return (user?.permissions.length ?? 0) > 0;
}
