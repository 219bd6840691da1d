import { loginBodySchema, type LoginBody } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** What the login form holds; the captcha id comes from the challenge being shown. */
export const loginFormSchema = loginBodySchema
  .pick({ identifier: true, password: true, captcha: true })
  .extend({ remember: z.boolean() });
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

export const authResponseSchema = z.object({
  jwt: z.string().min(1),
  user: z.looseObject({ id: z.number(), username: z.string(), email: z.string() }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /api/auth/local: the server checks the captcha before it looks at the password. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post('/auth/local', body, { auth: false, schema: authResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
