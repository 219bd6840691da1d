import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export type ReceivedEmail = { to: string[]; subject: string; messageId: string; body: string };

/** Undoes quoted-printable (soft line breaks, =XX), which nodemailer uses for long text lines. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const header = (raw: string, name: string) => raw.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that accepts every message and keeps it; put
 * `startFaultProxy` in front of it to make it refuse or stall. No STARTTLS, no auth: a plain local relay.
 */
export const startSmtpSink = async () => {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headerEnd = raw.indexOf('\r\n\r\n');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw.slice(0, headerEnd), 'Subject'),
          messageId: header(raw.slice(0, headerEnd), 'Message-ID'),
          body: decodeQuotedPrintable(raw.slice(headerEnd + 4)),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    /** Messages received so far for this address. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    all: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
