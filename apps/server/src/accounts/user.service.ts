import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import {
  API_V2_FULL_PATHS,
  fillPath,
  type UpdateProfile,
  type UserInfoResponse,
  type WechatBinding,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { areas } from '../reference/reference.schema';
import { HttpError } from '../http/errors';
import { issueChangeTicket, requireChangeTicket, requireCode } from './codes.service';
import type { AccountsContext } from './context';
import { wechatIdentities } from './wechat-identities.schema';
import { requireStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions } from './tokens.service';
import {
  findUserById,
  hasFittingUnderWay,
  isAvailable,
  ownedDeviceIds,
  updateUser,
  type UserRow,
} from './users.repo';

/** URL of a stored avatar. */
export function avatarUrl(user: Pick<UserRow, 'avatarFile'>): string | null {
  return user.avatarFile ? fillPath(API_V2_FULL_PATHS.avatar, { file: user.avatarFile }) : null;
}

/** Whether an address is private, loopback or link-local (the spec's internal-IP flag). */
export function isInternalAddress(address: string): boolean {
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
  );
}

async function loadUser(context: AccountsContext, userId: number): Promise<UserRow> {
  const user = await findUserById(context.db, userId);
  if (!user) throw new HttpError(401, 'errors.unauthorized');
  return user;
}

/** The bound WeChat profile of spec §3 "wechat data" (wechat-web/ binds it). */
async function readWechatBinding(db: Db, userId: number): Promise<WechatBinding | null> {
  const [row] = await db
    .select()
    .from(wechatIdentities)
    .where(eq(wechatIdentities.userId, userId))
    .limit(1);
  if (!row) return null;
  return {
    nickname: row.nickname,
    avatarUrl: row.avatarUrl,
    boundAt: Math.floor((row.boundAt ?? row.seenAt).getTime() / 1000),
  };
}

/** GET /user/user/info: the presenter of spec §3 "User info". */
export async function readUserInfo(
  context: AccountsContext,
  session: { userId: number; permissions?: ReadonlySet<string> | undefined },
  address: string,
): Promise<UserInfoResponse> {
  const user = await loadUser(context, session.userId);
  return {
    id: user.id,
    username: user.username,
    truename: user.truename,
    avatar_url: avatarUrl(user),
    // Granted by the user's enabled role, as the session read them (spec §3).
    permissions: [...(session.permissions ?? [])],
    devIds: await ownedDeviceIds(context.db, user.id),
    // A fitting request waiting for approval or for dispatch (applications/).
    isApplyFitting: await hasFittingUnderWay(context.db, user.id),
    unCompletedDev: false,
    wechat: await readWechatBinding(context.db, user.id),
    filter_airiata: user.filterAirIata,
    internalIp: isInternalAddress(address) ? 'Y' : 'N',
    profile: {
      nickname: user.nickname,
      bio: user.bio,
      socialLink: user.socialLink,
      gender: user.gender,
      industry: user.industry,
      country: user.country,
      provinceId: user.provinceId,
      cityId: user.cityId,
      address: user.address,
      email: user.email,
      phone: user.phone,
    },
  };
}

/** GET /user/user/info/:id: only what anyone may see. */
export async function readPublicProfile(context: AccountsContext, id: number) {
  const user = await findUserById(context.db, id);
  if (!user) throw new HttpError(404, 'errors.notFound');
  return { id: user.id, nickname: user.nickname, avatar_url: avatarUrl(user), bio: user.bio };
}

/** Stores a new password hash. */
export async function setPassword(
  context: AccountsContext,
  userId: number,
  password: string,
): Promise<void> {
  await updateUser(context.db, userId, { passwordHash: await hashPassword(password) });
}

/** Step 1 of a three-step change: the current password, answered with a ticket. */
export async function checkCurrentPassword(
  context: AccountsContext,
  userId: number,
  password: string,
): Promise<{ ticket: string; expire: number }> {
  const user = await loadUser(context, userId);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, 'accounts.passwordWrong');
  }
  return issueChangeTicket(context, userId);
}

/** Steps 2–3 of the password change: differs from the old one; other sessions end. */
export async function changePassword(
  context: AccountsContext,
  userId: number,
  change: { ticket: string; password: string; keepTokenHash: string },
): Promise<void> {
  const user = await loadUser(context, userId);
  requireStrongPassword(change.password, user);
  if (await verifyPassword(user.passwordHash, change.password)) {
    throw new HttpError(400, 'validation.passwordSameAsOld');
  }
  await requireChangeTicket(context, userId, change.ticket);
  await setPassword(context, userId, change.password);
  await revokeOtherSessions(context.db, userId, change.keepTokenHash);
}

/** Steps 2–3 of the email or phone change: a free new value proven by its code. */
export async function changeContact(
  context: AccountsContext,
  userId: number,
  change: { field: 'email' | 'phone'; value: string; ticket: string; code: string },
): Promise<void> {
  const user = await loadUser(context, userId);
  const value = change.field === 'email' ? change.value.toLowerCase() : change.value;
  if (user[change.field] === value) {
    throw new HttpError(
      400,
      change.field === 'email' ? 'accounts.emailSameAsOld' : 'accounts.phoneSameAsOld',
    );
  }
  if (!(await isAvailable(context.db, change.field, value))) {
    throw new HttpError(
      409,
      change.field === 'email' ? 'validation.emailInUse' : 'validation.phoneInUse',
    );
  }
  await requireCode(context, 'change', value, change.code);
  await requireChangeTicket(context, userId, change.ticket);
  await updateUser(context.db, userId, { [change.field]: value });
}

/** Province and city must exist (and the city lie in the province) once areas are loaded. */
async function checkArea(
  context: AccountsContext,
  provinceId: number,
  cityId: number,
): Promise<void> {
  const [loaded] = await context.db.select({ count: sql<number>`count(*)::int` }).from(areas);
  if (!loaded || loaded.count === 0) return;
  const [city] = await context.db.select().from(areas).where(eq(areas.id, cityId));
  const [province] = await context.db.select().from(areas).where(eq(areas.id, provinceId));
  if (!province || !city || (city.parentId !== provinceId && city.id !== provinceId)) {
    throw new HttpError(400, 'accounts.areaUnknown');
  }
}

/** POST /user/user/updateUserInfo: the §3 profile; nicknames are unique. */
export async function updateProfile(
  context: AccountsContext,
  userId: number,
  profile: UpdateProfile,
): Promise<void> {
  const user = await loadUser(context, userId);
  const sameNickname = user.nickname?.toLowerCase() === profile.nickname.toLowerCase();
  if (!sameNickname && !(await isAvailable(context.db, 'nickname', profile.nickname))) {
    throw new HttpError(409, 'accounts.nicknameInUse');
  }
  await checkArea(context, profile.provinceId, profile.cityId);
  await updateUser(context.db, userId, profile);
}
