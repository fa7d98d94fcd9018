import {
  envelopeSchema,
  langQuerySchema,
  wechatMenuSchema,
  wechatMenuStateSchema,
  wechatSyncResultSchema,
  wechatUserPageSchema,
  wechatUserQuerySchema,
  ADSB_PATHS,
  ADSB_ROOT,
  BMS_OPS_PERMISSIONS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import type { Database } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { defineModule } from '../modules/define-module';
import { WechatClient, type WechatSettings } from './wechat.client';
import { WechatService } from './wechat.service';

const tags = ['back office: WeChat'];
const secured = { security: [{ bearer: [] }] };
const permission = BMS_OPS_PERMISSIONS.wechat;

async function registerWechatRoutes(app: App, db: Database['db'], service: WechatService) {
  await registerAdminScope(app, db);
  app.get(
    ADSB_PATHS.wechatMenu,
    {
      schema: {
        summary: "The official account's custom menu (configured: false when unset)",
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(wechatMenuStateSchema) },
        ...secured,
      },
      config: { permission },
    },
    async (request) => {
      return ok(request, await service.menu());
    },
  );
  app.post(
    ADSB_PATHS.wechatMenuCreate,
    {
      schema: {
        summary: 'Replaces the custom menu (3 buttons, 5 under each)',
        tags,
        querystring: langQuerySchema,
        body: wechatMenuSchema,
        response: { 200: envelopeSchema(z.null()) },
        ...secured,
      },
      config: { permission, action: 'wx.menu.create' },
    },
    async (request) => {
      await service.createMenu(request.body.buttons);
      recordAdminAction(request, { target: 'wechat menu', after: request.body.buttons });
      return ok(request, null);
    },
  );
  app.post(
    ADSB_PATHS.wechatUserSync,
    {
      schema: {
        summary: 'Copies the follower list from WeChat',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(wechatSyncResultSchema) },
        ...secured,
      },
      config: { permission, action: 'wx.user.sync', rateLimit: { max: 5, timeWindow: 60_000 } },
    },
    async (request) => {
      const fetched = await service.sync();
      recordAdminAction(request, { target: 'wechat followers', after: { fetched } });
      return ok(request, { fetched });
    },
  );
  app.get(
    ADSB_PATHS.wechatUserList,
    {
      schema: {
        summary: 'The followers as the last sync copied them',
        tags,
        querystring: wechatUserQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(wechatUserPageSchema) },
        ...secured,
      },
      config: { permission },
    },
    async (request) => {
      return ok(request, await service.list(request.query));
    },
  );
}

/** `/adsb/wx/*`: the official account's menu and followers (WECHAT_APP_ID, …). */
export const wechatModule = defineModule<{ database: Database; wechat?: WechatSettings }>({
  name: 'wechat',
  role: 'http',
  routes: ({ database, wechat }) => {
    const service = new WechatService(database.db, wechat ? new WechatClient(wechat) : undefined);
    return [
      { prefix: ADSB_ROOT, register: (app) => registerWechatRoutes(app, database.db, service) },
    ];
  },
  permissions: [{ name: BMS_OPS_PERMISSIONS.wechat, label: 'bmsPermission.wx' }],
  menu: [
    { key: 'wechat', label: 'bmsMenu.wechat', icon: 'wechat', order: 85 },
    {
      key: 'wechat.menu',
      parent: 'wechat',
      label: 'bmsMenu.wechatMenu',
      route: '/bms/wechat/menu',
      permission: BMS_OPS_PERMISSIONS.wechat,
      icon: 'menu',
      order: 1,
    },
    {
      key: 'wechat.users',
      parent: 'wechat',
      label: 'bmsMenu.wechatUsers',
      route: '/bms/wechat/users',
      permission: BMS_OPS_PERMISSIONS.wechat,
      icon: 'user',
      order: 2,
    },
  ],
});
