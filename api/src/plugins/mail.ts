import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
}

/** How the mail worker hands one mail over: to the SMTP server, or nowhere when none is configured. */
export interface MailTransport {
  /** True when the mail left for a server; false when there is none (development: the outbox row is the mail). */
  send(message: MailMessage): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailTransport;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
}

/**
 * The SMTP connection when SMTP_URL is set. Nothing sends through it but the mail worker (routes/mail),
 * which reads mail_outbox: every mail is written there first, in the transaction of what it reports.
 */
async function mail(app: FastifyInstance, options: MailPluginOptions) {
  const { smtpUrl, mailFrom } = options.config;
  if (!smtpUrl) {
    app.decorate('mail', { send: async () => false } satisfies MailTransport);
    return;
  }
  // No pool: a connection per mail, so a server that went away and came back is simply reached again.
  const transport = nodemailer.createTransport(smtpUrl);
  app.decorate('mail', {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        headers: message.headers,
      });
      return true;
    },
  } satisfies MailTransport);
  app.addHook('onClose', async () => transport.close());
}

export default fp(mail, { name: 'mail' });
