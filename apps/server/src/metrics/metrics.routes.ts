import { HOST_PATHS } from '@skytrace/contracts';
import { sendFailure } from '../http/envelope';
import type { App } from '../http/types';
import { metricsAccess } from './metrics.access';
import type { ProcessMetrics } from './metrics.service';

/**
 * `GET /metrics`: Prometheus text exposition (version 0.0.4) of this process. Refusals are the
 * usual JSON envelope.
 */
export function registerMetricsRoutes(
  app: App,
  deps: { metrics: ProcessMetrics; token: string | undefined },
): void {
  app.get(
    HOST_PATHS.metrics,
    {
      schema: {
        summary: 'Prometheus metrics of this process (loopback, or Bearer METRICS_TOKEN)',
        tags: ['system'],
        hide: true,
      },
    },
    async (request, reply) => {
      const access = metricsAccess(request, deps.token);
      if (access === 'unauthorized') {
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendFailure(request, reply, 401, 'errors.unauthorized');
      }
      if (access === 'forbidden') return sendFailure(request, reply, 403, 'errors.forbidden');
      const text = await deps.metrics.scrape();
      return reply.type(deps.metrics.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
