import { msg, t } from '@lingui/core/macro';
import { accountSchema, emailSchema, passwordSchema, profileUpdateBodySchema, usernameSchema, type Account, type ProfileUpdateBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';
import { setToken, TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { readStored } from '@/lib/device-lock/sealed-storage';

/**
 * What the profile form holds: empty password fields mean "keep my password". Its own messages are put
 * into words when the form is checked, in the language shown then.
 */
export const profileFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    firstName: z
      .string()
      .trim()
      .max(60, { error: () => t`First name must be at most 60 characters` }),
    password: z.string().superRefine((value, ctx) => {
      if (value === '') return;
      const checked = passwordSchema.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? t`Please choose another password` });
    }),
    currentPassword: z.string().max(200),
  })
  .refine((values) => !values.password || values.currentPassword.length > 0, {
    error: () => t`Enter your current password to set a new one`,
    path: ['currentPassword'],
  });
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const EMAIL_NEEDS_PASSWORD_MESSAGE = msg`Enter your current password to change your email`;

/**
 * Only what changed is sent (DESIGN.md: the server accepts a whitelist of fields); a new email or
 * password goes with the current password, which the server asks for both.
 */
export function changedFields(account: Account, values: ProfileFormValues): ProfileUpdateBody {
  const body: ProfileUpdateBody = {};
  if (values.username !== account.username) body.username = values.username;
  if (values.email.toLowerCase() !== account.email.toLowerCase()) body.email = values.email;
  if (values.firstName !== (account.firstName ?? '')) body.firstName = values.firstName;
  if (values.password) body.password = values.password;
  if (body.email || body.password) body.currentPassword = values.currentPassword;
  return body;
}

const profileResponseSchema = accountSchema.extend({ jwt: z.string().min(1).optional() });

/** PUT /api/account/profile (bearer) → the updated account, plus a fresh `jwt` after a password change. */
export function updateProfile(body: ProfileUpdateBody) {
  return api.put('/account/profile', profileUpdateBodySchema.parse(body), { schema: profileResponseSchema });
}

/** Whether the current token was kept with "Remember Me" (localStorage) rather than for this session. */
function tokenIsRemembered(): boolean {
  return readStored('session', TOKEN_STORAGE_KEY) === null && readStored('local', TOKEN_STORAGE_KEY) !== null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ jwt, ...account }) => {
      // After a password change older tokens stop working: keep the new one where the old one was.
      if (jwt) setToken(jwt, { remember: tokenIsRemembered() });
      queryClient.setQueryData<Account>(accountQueryKey, account);
    },
  });
}
