import type { FastifyInstance } from 'fastify';

/** Listens on a free port of 127.0.0.1 and returns the base URL (tests use real sockets). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
