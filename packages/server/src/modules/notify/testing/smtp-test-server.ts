import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedEmail[];
  /** Decides per recipient: undefined accepts, a code (451, 550, …) rejects with that reply. */
  rejectRecipient: ((address: string) => number | undefined) | undefined;
  close(): Promise<void>;
}

class SmtpReply extends Error {
  constructor(readonly responseCode: number) {
    super(responseCode >= 500 ? 'Mailbox unavailable' : 'Try again later');
  }
}

/** A real SMTP server on a free loopback port (no TLS, AUTH optional) that keeps what it receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  const state: Pick<SmtpTestServer, 'rejectRecipient'> = { rejectRecipient: undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = state.rejectRecipient?.(address.address);
      callback(code === undefined ? undefined : new SmtpReply(code));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get rejectRecipient() {
      return state.rejectRecipient;
    },
    set rejectRecipient(decide) {
      state.rejectRecipient = decide;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
