import { registerBodySchema, type RegisterBody } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { authResponseSchema, type AuthResponse } from './login';

export const registerFormSchema = registerBodySchema;
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** POST /api/auth/local/register: creates the account and signs in. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  const firstName = body.firstName?.trim();
  return api.post('/auth/local/register', { ...body, firstName: firstName || undefined }, {
    auth: false,
    schema: authResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
