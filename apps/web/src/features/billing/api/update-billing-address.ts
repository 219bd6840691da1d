import { plural, t } from '@lingui/core/macro';
import { accountSchema, addressIssues, billingAddressBodySchema, POSTCODE_MAX, type Account, type BillingAddressBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';

const postcodeTooLong = () => {
  const max = POSTCODE_MAX;
  return t`Postcode must be at most ${plural(max, { one: '# character', other: '# characters' })}`;
};

/**
 * The 'Edit Billing Address' popup (spec §5): nothing required; a postcode given must fit the country (issue 12.4).
 * Its messages are functions, so they are read in the person's language when a field is checked.
 */
export const billingAddressFormSchema = z
  .object({
    address: z
      .string()
      .trim()
      .max(200, { error: () => t`Address must be at most 200 characters` }),
    city: z
      .string()
      .trim()
      .max(100, { error: () => t`City must be at most 100 characters` }),
    state: z
      .string()
      .trim()
      .max(100, { error: () => t({ message: 'State must be at most 100 characters', comment: 'state, province or region of an address' }) }),
    postalCode: z.string().trim().max(POSTCODE_MAX, { error: postcodeTooLong }),
    country: z
      .string()
      .trim()
      .max(100, { error: () => t`Country must be at most 100 characters` }),
  })
  .superRefine((v, ctx) => {
    for (const issue of addressIssues({ postcode: v.postalCode, state: v.state, country: v.country }, { postcode: 'postalCode', state: 'state' }, false))
      ctx.addIssue(issue);
  });
export type BillingAddressFormValues = z.infer<typeof billingAddressFormSchema>;

export const billingAddressValues = (account: Account): BillingAddressFormValues => ({
  address: account.address ?? '',
  city: account.city ?? '',
  state: account.state ?? '',
  postalCode: account.postalCode ?? '',
  country: account.country ?? '',
});

/** PUT /api/account/billing-address (bearer) → the updated account. */
export const updateBillingAddress = (body: BillingAddressBody) =>
  api.put('/account/billing-address', billingAddressBodySchema.parse(body), { schema: accountSchema });

export function useUpdateBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingAddress,
    onSuccess: (account) => queryClient.setQueryData<Account>(accountQueryKey, account),
  });
}
