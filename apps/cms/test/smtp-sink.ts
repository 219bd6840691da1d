import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it; `secure` when it came over TLS. */
export type ReceivedEmail = { to: string[]; subject: string; messageId: string; body: string; secure: boolean };

/** A login the server was sent, and whether the connection was encrypted when it was. */
export type ReceivedLogin = { username: string; password: string; secure: boolean };

/** Undoes quoted-printable (soft line breaks, =XX), which nodemailer uses for long text lines. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const header = (raw: string, name: string) => raw.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';

export type SmtpSinkOptions = {
  /** Offer STARTTLS with this key and certificate (PEM); without it the server has no TLS at all. */
  tls?: { key: string; cert: string };
  /** Offer AUTH (even in clear, as a careless server might) and keep every login it is sent. */
  auth?: boolean;
};

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that accepts every message and keeps it; put
 * `startFaultProxy` in front of it to make it refuse or stall. By default no STARTTLS, no auth: a plain
 * local relay.
 */
export const startSmtpSink = async ({ tls, auth = false }: SmtpSinkOptions = {}) => {
  const received: ReceivedEmail[] = [];
  const logins: ReceivedLogin[] = [];
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: auth,
    disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(auth ? [] : ['AUTH'])],
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    logger: false,
    onAuth(login, session, callback) {
      logins.push({ username: login.username ?? '', password: login.password ?? '', secure: session.secure });
      callback(null, { user: login.username });
    },
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
          secure: session.secure,
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
    /** Logins received so far (with `auth`). */
    logins: () => [...logins],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
