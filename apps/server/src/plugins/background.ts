import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Work a request starts that its answer does not wait for. */
type BackgroundWork = {
  /** Runs `work` once the answer has been sent; a failure is logged, never answered. */
  afterAnswer(reply: FastifyReply, label: string, work: () => Promise<unknown>): void;
  /** Resolves when every piece of work started so far has finished. */
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

/**
 * `app.background`: work that must not change how long an answer takes (forgot-password: whether an
 * e-mail exists must not show in the timing). Closing the app waits for it.
 */
export const backgroundPlugin = fp(async (app) => {
  const running = new Set<Promise<unknown>>();
  const start = (label: string, work: () => Promise<unknown>) => {
    const task = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
      .finally(() => running.delete(task));
    running.add(task);
  };
  const background: BackgroundWork = {
    afterAnswer(reply, label, work) {
      let started = false;
      const begin = () => {
        if (started) return;
        started = true;
        start(label, work);
      };
      // 'finish' when the answer is written, 'close' if the client went away first.
      reply.raw.once('finish', begin);
      reply.raw.once('close', begin);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    await background.idle();
  });
});
