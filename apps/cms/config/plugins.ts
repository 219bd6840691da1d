import path from 'path';
import { settings } from '../src/config/env';
import { uploadSizeLimit } from '../src/utils/upload-limits';

const emailSettings = (env) => ({
  defaultFrom: env('EMAIL_FROM', 'Steady <no-reply@steady.example>'),
  defaultReplyTo: env('EMAIL_REPLY_TO', 'support@steady.example'),
});

/**
 * SMTP when SMTP_HOST is set; otherwise the outbox dir, which writes each message as a JSON file. Either way
 * only the email outbox's worker calls the provider (decision 010); SMTP gives up on a silent server quickly.
 */
const email = (env) =>
  env('SMTP_HOST')
    ? {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST'),
          port: env.int('SMTP_PORT', 587),
          secure: env.bool('SMTP_SECURE', false),
          auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
          connectionTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
          greetingTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
          socketTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
          dnsTimeout: settings().EMAIL_SEND_TIMEOUT_MS,
        },
        settings: emailSettings(env),
      }
    : {
        provider: '@steady/strapi-provider-email-outbox',
        providerOptions: {
          dir: path.resolve(env('EMAIL_OUTBOX_DIR', path.join(__dirname, '..', '..', '.tmp', 'outbox'))),
        },
        settings: emailSettings(env),
      };

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      register: { allowedFields: ['firstName'] },
      // Our own limiter (src/utils/rate-limit) covers login and password reset per account and address.
      ratelimit: { enabled: false },
    },
  },
  email: { config: email(env) },
  upload: {
    config: {
      sizeLimit: uploadSizeLimit(),
    },
  },
});
