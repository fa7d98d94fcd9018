// The /wx/index calls of spec §7 behind the /poa phone pages: a web-view code becomes the
// caller's openid (and a session of the bound account), a phone code binds an unbound openid
// to its account, and the signed-in owner reads their receivers' ranks, live flights and
// online hours through the device community's own services.
import type {
  HistoryFlight,
  Language,
  LoginResult,
  WxCheckPhone,
  WxDetail,
  WxLive,
  WxUserRank,
} from '@skytrace/contracts';
import { requestCode } from '../accounts/code-requests';
import { requireCode } from '../accounts/codes.service';
import { consumeSecret, storeSecret } from '../accounts/one-time.repo';
import { randomToken } from '../accounts/secrets';
import { findUserByContact, findUserById } from '../accounts/users.repo';
import type { DeviceRegistry } from '../devices/device.registry';
import {
  deviceTwoWeek,
  listMyDevices,
  requireOwnDevice,
  type LiveAircraftView,
} from '../devices/my-devices.service';
import { HttpError } from '../http/errors';
import type { LiveTable } from '../live/live.table';
import type { HistoryService } from '../playback/history.service';
import { CityIndex } from '../ranking/cities';
import { deviceLiveFlights } from '../ranking/device.detail';
import { readDeviceRank } from '../ranking/ranking.repo';
import { bindIdentity, findIdentity, findIdentityOfUser } from './wechat-web.repo';
import type { WechatSignIn } from './wechat-signin.service';

/** checkPhone's ticket proves an openid to `bind` for this long. */
const TICKET_TTL_MS = 10 * 60_000;

export interface WxIndexDeps {
  signIn: WechatSignIn;
  registry?: DeviceRegistry;
  liveTable?: LiveTable;
  history?: HistoryService;
  now: () => number;
}

/** 13800138000 → 138****8000; an international number keeps its first 4 and last 4. */
export function maskPhone(phone: string): string {
  if (phone.length <= 8) return `${phone.slice(0, 2)}****`;
  return `${phone.slice(0, phone.startsWith('+') ? 4 : 3)}****${phone.slice(-4)}`;
}

export class WxIndexService {
  private cities: Promise<CityIndex> | undefined;

  constructor(private readonly deps: WxIndexDeps) {}

  private get db() {
    return this.deps.signIn.require().context.db;
  }

  /** checkPhone {code}: who this WeChat user is; the bound account is signed in. */
  async checkPhone(code: string): Promise<WxCheckPhone> {
    const identity = await this.deps.signIn.identify(code);
    const user =
      identity.userId === null ? undefined : await findUserById(this.db, identity.userId);
    if (!user) {
      const ticket = randomToken();
      await storeSecret(this.db, 'wechat-ticket', identity.openid, ticket, TICKET_TTL_MS);
      return { openId: identity.openid, phone: null, bound: false, login: null, ticket };
    }
    const login = await this.deps.signIn.openSession(user);
    return {
      openId: identity.openid,
      phone: user.phone === null ? null : maskPhone(user.phone),
      bound: true,
      login: { token: login.token, expire: login.expire, username: login.username },
      ticket: null,
    };
  }

  /** sendMessage {phone}: a login code to the account's phone (accounts' limits and captcha). */
  async sendMessage(
    request: { phone: string; uuid?: string | undefined; captcha?: string | undefined },
    language: Language,
    address: string,
  ): Promise<number> {
    const { context } = this.deps.signIn.require();
    return requestCode(context, {
      channel: 'phone',
      target: request.phone,
      purpose: 'login',
      language,
      address,
      userId: undefined,
      captcha: { uuid: request.uuid, captcha: request.captcha },
    });
  }

  /** bind: the ticket proves the openid, the code the phone; then the account is signed in. */
  async bind(request: {
    openId: string;
    ticket: string;
    phone: string;
    code: string;
  }): Promise<LoginResult> {
    const { context } = this.deps.signIn.require();
    const ticketOk = await consumeSecret(this.db, 'wechat-ticket', request.openId, request.ticket, {
      consume: false,
    });
    if (!ticketOk) throw new HttpError(400, 'wechatWeb.ticketInvalid');
    await requireCode(context, 'login', request.phone, request.code);
    const user = await findUserByContact(this.db, request.phone);
    if (!user) throw new HttpError(404, 'wechatWeb.noAccount');
    const identity = await findIdentity(this.db, request.openId);
    if (!identity) throw new HttpError(400, 'wechatWeb.ticketInvalid');
    if (identity.userId !== null && identity.userId !== user.id) {
      throw new HttpError(409, 'wechatWeb.openIdTaken');
    }
    const current = await findIdentityOfUser(this.db, user.id);
    if (current && current.openid !== request.openId) {
      throw new HttpError(409, 'wechatWeb.alreadyBound');
    }
    if (!current && !(await bindIdentity(this.db, request.openId, user.id))) {
      throw new HttpError(409, 'wechatWeb.openIdTaken');
    }
    await consumeSecret(this.db, 'wechat-ticket', request.openId, request.ticket);
    return this.deps.signIn.openSession(user);
  }

  /** An openid named by the caller must be their own binding (403 otherwise). */
  async requireOwnOpenId(userId: number, openId: string | undefined): Promise<void> {
    if (openId === undefined) return;
    const identity = await findIdentity(this.db, openId);
    if (identity?.userId !== userId) throw new HttpError(403, 'wechatWeb.notYourOpenId');
  }

  private registry(): DeviceRegistry {
    if (!this.deps.registry) throw new HttpError(503, 'errors.unavailable');
    return this.deps.registry;
  }

  private myDevices(userId: number) {
    const live: LiveAircraftView | undefined = this.deps.liveTable;
    return listMyDevices({ db: this.db, registry: this.registry(), live }, userId, this.deps.now());
  }

  /** userrank: each of my receivers with its latest 30-day rank and change. */
  async userRank(userId: number): Promise<WxUserRank> {
    const devices = await this.myDevices(userId);
    return {
      devices: await Promise.all(
        devices.map(async (device) => ({
          devId: device.devId,
          alias: device.alias,
          online: device.online,
          rank: await readDeviceRank(this.db, device.devId),
        })),
      ),
    };
  }

  /** live: the aircraft each of my receivers heard in the last minute. */
  async live(userId: number): Promise<WxLive> {
    const devices = await this.myDevices(userId);
    const detail = {
      db: this.db,
      registry: this.deps.registry,
      liveTable: this.deps.liveTable,
      cities: () => (this.cities ??= CityIndex.load(this.db)),
    };
    const now = this.deps.now();
    return {
      devices: await Promise.all(
        devices.map(async (device) => ({
          devId: device.devId,
          alias: device.alias,
          online: device.online,
          flights: await deviceLiveFlights(detail, device.devId, now),
        })),
      ),
    };
  }

  /** detail {devId}: one of my receivers now and its online hours of the last 14 days. */
  async detail(userId: number, devId: number): Promise<WxDetail> {
    await requireOwnDevice(this.db, userId, devId);
    const device = (await this.myDevices(userId)).find((mine) => mine.devId === devId);
    if (!device) throw new HttpError(404, 'myDevices.notFound');
    return { device, days: await deviceTwoWeek(this.db, userId, devId, this.deps.now()) };
  }

  /** flightTrace {fnum}: the flight number's recorded flights, as playback lists them. */
  async flightTrace(fnum: string): Promise<HistoryFlight[]> {
    if (!this.deps.history) throw new HttpError(503, 'errors.unavailable');
    return this.deps.history.flightNumberHistory(fnum);
  }
}
