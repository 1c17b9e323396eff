import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { mailOutbox } from '../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
}

/** SMTP when SMTP_URL is set; otherwise mail is kept in mail_outbox (listed by GET /api/dev/outbox). */
async function mail(app: FastifyInstance, options: MailPluginOptions) {
  const { smtpUrl, mailFrom } = options.config;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    app.decorate('mail', {
      async send(message: MailMessage) {
        await transport.sendMail({ from: mailFrom, ...message });
      },
    });
    app.addHook('onClose', async () => transport.close());
    return;
  }
  app.decorate('mail', {
    async send(message: MailMessage) {
      await app.db.insert(mailOutbox).values({ ...message, html: message.html ?? null });
    },
  });
}

export default fp(mail, { name: 'mail', dependencies: ['db'] });
