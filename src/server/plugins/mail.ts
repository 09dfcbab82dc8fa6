/*
 * Outgoing mail. Over SMTP_URL when set; otherwise each mail is written to
 * DATA_DIR/outbox/ as JSON and its first link logged, so a reset works on a laptop.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { newId } from '../lib/ids.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance) {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  const outbox = join(dataDir, 'outbox');
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  const mailer: Mailer = {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: mailFrom, ...mail });
        app.log.info({ subject: mail.subject }, 'mail sent');
        return;
      }
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${newId()}.json`);
      await writeFile(file, JSON.stringify({ from: mailFrom, ...mail, createdAt: new Date().toISOString() }, null, 2));
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      app.log.info({ file, link, subject: mail.subject }, 'mail written to outbox');
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => transport?.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['config'] });
