import { startMailWorker, type MailWorkerOptions } from '../../src/modules/mail/worker.ts';
import type { TestApp } from './harness.ts';

/** One pass of the mail worker over the app's outbox, sending what is due to `smtpUrl`. */
export async function deliverOnce(
  t: TestApp,
  smtpUrl: string,
  options: Partial<MailWorkerOptions> = {},
): Promise<void> {
  const config = { ...t.config, mail: { ...t.config.mail, smtpUrl } };
  const worker = startMailWorker(t.db, config, t.app.log, { timers: false, ...options });
  await worker.runOnce();
  await worker.stop();
}
