import { registerBodySchema, type RegisterBody } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { authResponseSchema, keepDeviceToken, type AuthResponse } from './login';

export const registerFormSchema = registerBodySchema;
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** POST /api/auth/local/register: creates the account and signs in. */
export async function register(body: RegisterBody): Promise<AuthResponse> {
  const firstName = body.firstName?.trim();
  const response = await api.post(
    '/auth/local/register',
    { ...body, firstName: firstName || undefined },
    {
      auth: false,
      schema: authResponseSchema,
    },
  );
  return keepDeviceToken(response);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
