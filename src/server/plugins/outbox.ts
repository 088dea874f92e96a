import fp from 'fastify-plugin';
import { companyWith } from '../../shared/company';
import { createMailer } from '../services/mailer';
import { createOutbox, type Outbox, type OutboxOptions } from '../services/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/**
 * `app.outbox` (enqueue, wake, deliverDue), sending through SMTP_URL or the .eml outbox folder. The
 * worker starts when the app is ready and stops before the database closes.
 */
export default fp<Partial<OutboxOptions>>(
  async function outbox(app, settings) {
    const company = companyWith(app.config.company);
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      outboxDir: app.config.outboxDir,
      from: { name: company.name, address: company.contactEmail },
    });
    const outbox = createOutbox(app.db, mailer, app.log, settings);
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    // onClose hooks run last-registered first: this one runs before the database is destroyed.
    app.addHook('onClose', async () => {
      await outbox.stop();
      mailer.close();
    });
  },
  { name: 'outbox', dependencies: ['config', 'database'] },
);
