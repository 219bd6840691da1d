import { accountSchema, addressIssues, billingAddressBodySchema, POSTCODE_MAX, type Account, type BillingAddressBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';

/** The 'Edit Billing Address' popup (spec §5): nothing required; a postcode given must fit the country (issue 12.4). */
export const billingAddressFormSchema = z
  .object({
    address: z.string().trim().max(200, 'Address must be at most 200 characters'),
    city: z.string().trim().max(100, 'City must be at most 100 characters'),
    state: z.string().trim().max(100, 'State must be at most 100 characters'),
    postalCode: z.string().trim().max(POSTCODE_MAX, `Postcode must be at most ${POSTCODE_MAX} characters`),
    country: z.string().trim().max(100, 'Country must be at most 100 characters'),
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
