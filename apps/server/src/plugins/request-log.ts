import fp from 'fastify-plugin';

/**
 * One log line per request, when it completes (method, url, host, address, status, time), instead of
 * Fastify's two (one on arrival, one on completion): every line pays for serialization and redaction.
 * Pair with `disableRequestLogging: true`.
 */
export const requestLogPlugin = fp(async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
});
