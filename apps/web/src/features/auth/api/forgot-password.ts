import { FORGOT_PASSWORD_MESSAGE, forgotPasswordBodySchema } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const forgotPasswordFormSchema = forgotPasswordBodySchema;
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

const forgotPasswordResponseSchema = z.object({ message: z.string().optional() });

/**
 * POST /api/email/forget-password: the server answers the same whether or not the address has an
 * account (DESIGN.md, security 6), so the message never tells anyone who is registered.
 */
export async function forgotPassword(body: ForgotPasswordFormValues): Promise<string> {
  const { message } = await api.post('/email/forget-password', forgotPasswordBodySchema.parse(body), {
    auth: false,
    schema: forgotPasswordResponseSchema,
  });
  return message || FORGOT_PASSWORD_MESSAGE;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
