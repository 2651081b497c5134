import type { AppDeps } from '../app-deps.ts';
import { sendTutoringReminders } from '../modules/tutoring/mail/send-tutoring-reminders.ts';

/**
 * Sends due tutoring reminders now and then every minute (timer unref'd). What was sent is in the
 * database (claimed rows), so a restart loses nothing and two instances send each reminder once.
 * Returns a stop function that resolves once a run in progress has finished.
 */
export function scheduleTutoringReminders(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock'>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  everyMs = 60 * 1000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = sendTutoringReminders(deps, deps.clock.now())
      .then((sent) => {
        if (sent > 0) log.info({ tutoringReminders: sent }, 'tutoring reminders sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'tutoring reminders failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
