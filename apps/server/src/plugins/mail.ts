import fp from 'fastify-plugin';

/** Waits for queued mail deliveries and closes the mail transport when the app closes. */
export const mailPlugin = fp(async (app) => {
  app.addHook('onClose', async () => {
    await app.deps.mailer.close();
  });
});
