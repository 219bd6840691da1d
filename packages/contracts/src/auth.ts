import { z } from 'zod';

/** Captcha rules of spec §5/§9: six letters or digits, compared case-sensitively on the server. */
export const CAPTCHA_LENGTH = 6;

export const captchaChallengeSchema = z.object({
  id: z.string(),
  /** SVG markup of the distorted code; the client draws it onto its canvas. */
  svg: z.string(),
  expiresAt: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const loginBodySchema = z.strictObject({
  identifier: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
  captchaId: z.string().min(1, 'Captcha is required').max(100),
  captcha: z.string().min(1, 'Captcha is required').max(CAPTCHA_LENGTH * 2),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const PASSWORD_MIN = 8;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters');

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  // An email signs in only the account that has it, so a username must never look like one.
  .regex(/^[^@]*$/, "A username can't contain @");

export const emailSchema = z.string().trim().max(254, 'Email is too long').email('Enter a valid email address');

export const registerBodySchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: z.string().trim().max(60, 'First name must be at most 60 characters').optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1, 'Reset token is required').max(200),
  password: passwordSchema,
});

export const FORGOT_PASSWORD_MESSAGE = 'An email with password reset link has been sent. Please check your email.';
export const RESET_PASSWORD_MESSAGE = 'Your password reset successfully';
export const CAPTCHA_MISMATCH_MESSAGE = 'Captcha Does Not Match';
