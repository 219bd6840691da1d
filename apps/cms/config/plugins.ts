import path from 'path';
import { settings } from '../src/config/env';
import { uploadSizeLimit } from '../src/modules/http';

const emailSettings = (env) => ({
  defaultFrom: env('EMAIL_FROM', 'Steady <no-reply@steady.example>'),
  defaultReplyTo: env('EMAIL_REPLY_TO', 'support@steady.example'),
});

/**
 * SMTP when SMTP_HOST is set; otherwise the mail drop (packages/mail-drop), which writes each message as a JSON
 * file in EMAIL_OUTBOX_DIR (in production only with EMAIL_OUTBOX_ALLOWED=true, src/config/env). Either way only the email outbox's worker
 * calls the provider (decision 011); SMTP gives up on a silent server quickly. Without SMTP_SECURE (TLS from
 * the first byte, port 465) nodemailer must upgrade with STARTTLS before it logs in or sends, and a server
 * that does not offer it is refused, not talked to in clear; SMTP_ALLOW_PLAINTEXT=true lifts that for a
 * local relay. Certificates are checked either way.
 */
const email = (env) =>
  settings().SMTP_HOST
    ? {
        provider: 'nodemailer',
        providerOptions: {
          host: settings().SMTP_HOST,
          port: env.int('SMTP_PORT', 587),
          secure: env.bool('SMTP_SECURE', false),
          requireTLS: !env.bool('SMTP_SECURE', false) && !settings().SMTP_ALLOW_PLAINTEXT,
          auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
          connectionTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
          greetingTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
          socketTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
          dnsTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
        },
        settings: emailSettings(env),
      }
    : {
        provider: '@steady/strapi-provider-email-mail-drop',
        providerOptions: {
          dir: path.resolve(env('EMAIL_OUTBOX_DIR', path.join(__dirname, '..', '..', '.tmp', 'outbox'))),
        },
        settings: emailSettings(env),
      };

/**
 * Uploads (seed images included) go to S3-compatible storage when S3_BUCKET is set, so every instance
 * serves the same files; otherwise to local public/uploads. Settings checked in src/config/env.
 */
const uploadProvider = () => {
  const s3 = settings().s3;
  if (!s3) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      // Stored file URLs start here, whatever address the endpoint answers uploads with.
      baseUrl: s3.publicUrl,
      s3Options: {
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        ...(s3.credentials ? { credentials: s3.credentials } : {}),
        forcePathStyle: s3.forcePathStyle,
        // The SDK's default CRC checksums on every request are refused by some S3-compatible servers;
        // off-AWS, send them only when an operation requires them.
        ...(s3.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
        // ACL present but undefined: the provider sends none (its own default would be public-read).
        params: { Bucket: s3.bucket, ACL: s3.acl },
      },
    },
  };
};

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      register: { allowedFields: ['firstName'] },
      // Our own limiter (src/modules/shared/rate-limit) covers login and password reset per account and address.
      ratelimit: { enabled: false },
    },
  },
  email: { config: email(env) },
  upload: {
    config: {
      sizeLimit: uploadSizeLimit(),
      ...uploadProvider(),
    },
  },
});
