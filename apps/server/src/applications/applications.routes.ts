// The volunteer's calls (spec §7): `device/applyList`, `apply`, `applyUpdate`, `applyDelete`,
// `fittingApplyList`, `fittingApply`, `fittingApplyDelete`. Thin: validate, guard, service.
import { z } from 'zod';
import {
  applicationInputSchema,
  applicationSchema,
  applicationUpdateSchema,
  envelopeSchema,
  fittingApplicationSchema,
  fittingInputSchema,
  idBodySchema,
  langQuerySchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { ApplicationsService } from './applications.service';
import type { FittingsService } from './fittings.service';

const tags = ['kit applications'];
const secured = { security: [{ bearer: [] }] };
/** Submissions per user a minute: each one is a parcel somebody has to pack. */
const changeLimit = {
  rateLimit: {
    max: 20,
    timeWindow: 60_000,
    keyGenerator: (request: { accountSession: { userId: number } | null; ip: string }) =>
      request.accountSession ? `user:${request.accountSession.userId}` : request.ip,
  },
};

export function registerApplicationRoutes(
  api: App,
  deps: { applications: ApplicationsService; fittings: FittingsService },
): void {
  const { applications, fittings } = deps;
  api.get(
    API_V2_PATHS.applyList,
    {
      schema: {
        summary: "The signed-in user's kit applications with their states",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(applicationSchema)) },
      },
    },
    async (request) => ok(request, await applications.mine(requireUser(request).userId)),
  );
  api.post(
    API_V2_PATHS.apply,
    {
      config: changeLimit,
      schema: {
        summary: 'Applies for a receiver kit (China only; spec §5 rules)',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: applicationInputSchema,
        response: { 200: envelopeSchema(applicationSchema) },
      },
    },
    async (request) =>
      ok(request, await applications.apply(requireUser(request).userId, request.body)),
  );
  api.post(
    API_V2_PATHS.applyUpdate,
    {
      config: changeLimit,
      schema: {
        summary: 'Changes an application while it waits for approval',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: applicationUpdateSchema,
        response: { 200: envelopeSchema(applicationSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await applications.update(requireUser(request).userId, request.body.id, request.body),
      ),
  );
  api.post(
    API_V2_PATHS.applyDelete,
    {
      config: changeLimit,
      schema: {
        summary: 'Withdraws an application while it waits for approval',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: idBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await applications.withdraw(requireUser(request).userId, request.body.id);
      return ok(request, null);
    },
  );
  api.get(
    API_V2_PATHS.fittingApplyList,
    {
      schema: {
        summary: "The signed-in user's fitting requests with their states",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(fittingApplicationSchema)) },
      },
    },
    async (request) => ok(request, await fittings.mine(requireUser(request).userId)),
  );
  api.post(
    API_V2_PATHS.fittingApply,
    {
      config: changeLimit,
      schema: {
        summary: 'Asks for replacement fittings (at least one of the eleven)',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: fittingInputSchema,
        response: { 200: envelopeSchema(fittingApplicationSchema) },
      },
    },
    async (request) => ok(request, await fittings.apply(requireUser(request).userId, request.body)),
  );
  api.post(
    API_V2_PATHS.fittingApplyDelete,
    {
      config: changeLimit,
      schema: {
        summary: 'Withdraws a fitting request while it waits for approval',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: idBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await fittings.withdraw(requireUser(request).userId, request.body.id);
      return ok(request, null);
    },
  );
}
