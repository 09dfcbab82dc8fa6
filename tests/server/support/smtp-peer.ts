/*
 * A real SMTP server on a random local port that keeps every message it receives,
 * so mail tests go through nodemailer and the wire like production does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

export type SmtpPeer = {
  url: string;
  /** Resolves with the next mail to arrive (or one that arrived and was not taken yet). */
  nextMail(): Promise<ReceivedMail>;
  /** Mails received and not taken yet. */
  pending(): number;
  close(): Promise<void>;
};

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const inbox: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        const mail: ReceivedMail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail: () => {
      const ready = inbox.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    pending: () => inbox.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail's text, with its token. */
export function resetLinkIn(text: string): { link: string; token: string } {
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return { link: match[0], token: match[1] };
}
