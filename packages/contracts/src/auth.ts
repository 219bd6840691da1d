import { z } from 'zod';

/** Captcha rules of spec §5/§9: six letters or digits, compared case-sensitively on the server. */
export const CAPTCHA_LENGTH = 6;

/** The accessible alternative: find a nonce so that SHA-256(salt + nonce) starts with `difficulty` zero bits. */
export const proofOfWorkSchema = z.object({ salt: z.string(), difficulty: z.number().int().min(0).max(32) });
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkSchema>;
export const PROOF_MAX_LENGTH = 32;
/** A browser keeps the device tokens of its last few accounts (sign-in, decision 013). */
export const DEVICE_TOKENS_MAX = 5;
export const DEVICE_TOKEN_MAX_LENGTH = 200;

export const captchaChallengeSchema = z.object({
  enabled: z.literal(true),
  id: z.string(),
  /** SVG outlines of the distorted code (no text); the client draws it onto its canvas. */
  svg: z.string(),
  expiresAt: z.string(),
  pow: proofOfWorkSchema,
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** GET /api/captcha: a challenge, or `{ enabled: false }` when the server runs without a captcha. */
export const captchaResponseSchema = z.discriminatedUnion('enabled', [captchaChallengeSchema, z.object({ enabled: z.literal(false) })]);
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

export const loginBodySchema = z.strictObject({
  identifier: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
  // With the captcha on, the server wants captchaId and either the typed code or a proof-of-work nonce.
  captchaId: z.string().min(1, 'Captcha is required').max(100).optional(),
  captcha: z
    .string()
    .min(1, 'Captcha is required')
    .max(CAPTCHA_LENGTH * 2)
    .optional(),
  proof: z.string().min(1, 'Captcha is required').max(PROOF_MAX_LENGTH).optional(),
  // Device tokens this browser was given at earlier sign-ins (one per account); see decision 013.
  deviceTokens: z.array(z.string().max(DEVICE_TOKEN_MAX_LENGTH)).max(DEVICE_TOKENS_MAX).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The captcha fields of a login body: with the captcha off the server ignores them. */
export const LOGIN_CAPTCHA_FIELDS = ['captchaId', 'captcha', 'proof'] as const;

/**
 * Sign-in's longer check (decision 013): when many wrong passwords were tried on an account, a browser
 * that has not signed in to it before gets this challenge in the 400's `error.details.extraCheck`, and
 * answers it with `captchaId` and `proof` (no typed code) together with the email and password again.
 */
export const extraCheckSchema = z.object({ id: z.string(), pow: proofOfWorkSchema, expiresAt: z.string() });
export type ExtraCheck = z.infer<typeof extraCheckSchema>;
export const EXTRA_CHECK_MESSAGE =
  'Many wrong passwords have been tried on this account, so we need a longer check that you are a person. Please try again: your browser does the check for you.';

export const CAPTCHA_MISMATCH_MESSAGE = 'Captcha Does Not Match';
/** A failed login: the form asks for an email, so the answer names an email (not Strapi's 'identifier'). */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
