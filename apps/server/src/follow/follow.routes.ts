// Follow and alerts (spec §7 `follow/addFollow`, `deleteFollow`, `isFollow`, `dynamic/myFollow`;
// beyond the anchors: Web Push subscriptions and area alert rules). Every call needs a signed-in
// user and touches only that user's rows. Thin: validate, guard, service.
import {
  addFollowSchema,
  alertRuleIdSchema,
  alertRuleInputSchema,
  alertRuleSchema,
  deleteFollowSchema,
  envelopeSchema,
  followedFlightSchema,
  isFollowQuerySchema,
  isFollowSchema,
  langQuerySchema,
  myFollowPageSchema,
  myFollowQuerySchema,
  pushKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  API_V2_PATHS,
  MAX_PUSH_SUBSCRIPTIONS_PER_USER,
} from '@skytrace/contracts';
import { z } from 'zod';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { AlertRulesService } from './alert-rules.service';
import { deleteSubscription, upsertSubscription } from './follow.repo';
import type { FollowService } from './follow.service';
import type { PushSender } from './push.sender';

const tags = ['follow'];
const secured = { security: [{ bearer: [] }] };
/** Changes per user a minute: each is a database write, and follows are matched on events. */
const writeLimit = {
  rateLimit: {
    max: 30,
    timeWindow: 60_000,
    keyGenerator: (request: { accountSession: { userId: number } | null; ip: string }) =>
      request.accountSession ? `user:${request.accountSession.userId}` : request.ip,
  },
};

export interface FollowRouteDeps {
  db: Db;
  follows: FollowService;
  rules: AlertRulesService;
  push: PushSender | undefined;
}

export function registerFollowRoutes(api: App, deps: FollowRouteDeps): void {
  const { follows, rules } = deps;
  api.post(
    API_V2_PATHS.addFollow,
    {
      config: writeLimit,
      schema: {
        summary: 'Follows a flight (number and date) or an airframe (registration / ICAO address)',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: addFollowSchema,
        response: { 200: envelopeSchema(followedFlightSchema) },
      },
    },
    async (request) => ok(request, await follows.add(requireUser(request).userId, request.body)),
  );
  api.post(
    API_V2_PATHS.deleteFollow,
    {
      config: writeLimit,
      schema: {
        summary: "Stops following (the signed-in user's own follows only)",
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: deleteFollowSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await follows.remove(requireUser(request).userId, request.body.id);
      return ok(request, null);
    },
  );
  api.get(
    API_V2_PATHS.isFollow,
    {
      schema: {
        summary: 'Whether the signed-in user follows this flight or airframe',
        tags,
        ...secured,
        querystring: isFollowQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(isFollowSchema) },
      },
    },
    async (request) =>
      ok(request, await follows.isFollow(requireUser(request).userId, request.query)),
  );
  api.get(
    API_V2_PATHS.myFollow,
    {
      schema: {
        summary: "The signed-in user's followed flights and airframes, with their status now",
        tags,
        ...secured,
        querystring: myFollowQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(myFollowPageSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await follows.mine(requireUser(request).userId, request.query.page, request.query.size),
      ),
  );
  const pushOf = () => {
    if (!deps.push) throw new HttpError(503, 'follow.pushUnavailable');
    return deps.push;
  };
  api.get(
    API_V2_PATHS.pushKey,
    {
      schema: {
        summary: "The server's VAPID public key for PushManager.subscribe",
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(pushKeySchema) },
      },
    },
    (request, reply) => {
      void reply.send(ok(request, { publicKey: pushOf().publicKey }));
    },
  );
  api.post(
    API_V2_PATHS.pushSubscribe,
    {
      config: writeLimit,
      schema: {
        summary: "Saves this browser's push subscription for the signed-in user",
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: pushSubscribeSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      pushOf();
      const { endpoint, keys } = request.body;
      await upsertSubscription(
        deps.db,
        userId,
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        MAX_PUSH_SUBSCRIPTIONS_PER_USER,
      );
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.pushUnsubscribe,
    {
      config: writeLimit,
      schema: {
        summary: "Removes this browser's push subscription",
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: pushUnsubscribeSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteSubscription(deps.db, requireUser(request).userId, request.body.endpoint);
      return ok(request, null);
    },
  );
  api.get(
    API_V2_PATHS.alertRules,
    {
      schema: {
        summary: "The signed-in user's area alert rules",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(alertRuleSchema)) },
      },
    },
    async (request) => ok(request, await rules.list(requireUser(request).userId)),
  );
  api.post(
    API_V2_PATHS.alertRuleSave,
    {
      config: writeLimit,
      schema: {
        summary: 'Creates an area alert rule, or edits one of the user’s own (with id)',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: alertRuleInputSchema,
        response: { 200: envelopeSchema(alertRuleSchema) },
      },
    },
    async (request) => ok(request, await rules.save(requireUser(request).userId, request.body)),
  );
  api.post(
    API_V2_PATHS.alertRuleDelete,
    {
      config: writeLimit,
      schema: {
        summary: "Deletes one of the user's own area alert rules",
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: alertRuleIdSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await rules.remove(requireUser(request).userId, request.body.id);
      return ok(request, null);
    },
  );
}
