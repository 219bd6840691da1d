import { t } from '@lingui/core/macro';
import { CAPTCHA_LENGTH, loginBodySchema, type LoginBody } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { readDeviceTokens, rememberDeviceToken } from '../utils/device-tokens';

/**
 * What the login form holds; the captcha id comes from the challenge being shown. The typed code is
 * required only when it is what the person answers with (not with the proof-of-work, nor with the
 * captcha switched off).
 */
export const credentialsFormSchema = loginBodySchema.pick({ identifier: true, password: true }).extend({ captcha: z.string(), remember: z.boolean() });
export const loginFormSchema = credentialsFormSchema.extend({
  captcha: z
    .string()
    // Put into words when the form is checked, in the language shown then.
    .min(1, { error: () => t`Captcha is required` })
    .max(CAPTCHA_LENGTH * 2),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

export const authResponseSchema = z.object({
  jwt: z.string().min(1),
  user: z.looseObject({ id: z.number(), username: z.string(), email: z.string() }),
  /** This browser's device token for the account (decision 013). */
  deviceToken: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Keeps the device token of a sign-in or sign-up, so this browser's next sign-in is known to the account. */
export const keepDeviceToken = (response: AuthResponse): AuthResponse => {
  if (response.deviceToken) rememberDeviceToken(response.deviceToken);
  return response;
};

/**
 * POST /api/auth/local: the server checks the captcha before it looks at the password. The browser's
 * device tokens go along, so strangers' failures on the account do not slow this browser down.
 */
export async function login(body: LoginBody): Promise<AuthResponse> {
  const deviceTokens = readDeviceTokens();
  const sent = deviceTokens.length > 0 ? { ...body, deviceTokens } : body;
  return keepDeviceToken(await api.post('/auth/local', sent, { auth: false, schema: authResponseSchema }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
