import { z } from 'zod';
import { POSTCODE_MAX } from './address-limits';
import { emailSchema, passwordSchema, usernameSchema } from './credentials';
import { LOCALE_CODES } from './locales';

/**
 * Billing address: every field optional (spec §5). Its fields only: the schema to validate with,
 * `billingAddressBodySchema`, adds the postcode check by country (address-rules.ts).
 */
export const billingAddressBodyShape = z.strictObject({
  address: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(POSTCODE_MAX, `Postcode must be at most ${POSTCODE_MAX} characters`).optional(),
  country: z.string().trim().max(100).optional(),
});
export type BillingAddressBody = z.infer<typeof billingAddressBodyShape>;

/** Profile update: only these fields; a new password needs the current one. */
export const profileUpdateBodySchema = z
  .strictObject({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    firstName: z.string().trim().max(60).optional(),
    locale: z.enum(LOCALE_CODES, { error: 'Unknown language' }).optional(),
    // A real boolean only: 'true', 1 or null are refused, not read as a choice the person did not make.
    neutralEmails: z.boolean({ error: 'Plain emails must be true or false' }).optional(),
    password: passwordSchema.optional(),
    currentPassword: z.string().max(200).optional(),
  })
  .refine((body) => !body.password || !!body.currentPassword, {
    message: 'Enter your current password to set a new one',
    path: ['currentPassword'],
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** POST /account/delete: the account's own password confirms that its owner means it. */
export const deleteAccountBodySchema = z.strictObject({
  password: z.string().min(1, 'Enter your password to delete your account').max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
