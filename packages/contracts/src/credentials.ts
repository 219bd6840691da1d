import { z } from 'zod';

/*
 * Who a person is and how they prove it: the rules of usernames, emails and passwords, and the bodies of
 * sign-up and the password reset. Apart from auth.ts, which sign-in needs on the first screen.
 */

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
  .regex(/^[^@]*$/, "A username can't contain @")
  .regex(/^\P{Cc}*$/u, 'A username can hold only printable characters');

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
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset.';
