import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a local port that keeps what it receives, and can go down and come back on that port. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Mail received for one address. */
  to(address: string): ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const current = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to trust.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve());
    });
    port = (current.server.address() as AddressInfo).port;
    server = current;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    to: (address) => received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === address)),
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
  };
}

/**
 * Waits for a condition, asking every 100 ms; fails after `seconds`, with what `explain` finds then (the
 * state a reader of a failed run needs).
 */
export async function until(condition: () => boolean | Promise<boolean>, seconds = 30, what = 'condition', explain?: () => Promise<unknown>): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > end) {
      const state = explain ? await explain().catch((error: unknown) => `(could not read the state: ${String(error)})`) : undefined;
      throw new Error(`timed out after ${seconds} s waiting for ${what}` + (state === undefined ? '' : `\n${JSON.stringify(state, null, 1)}`));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
