import { describe, expect, it } from 'vitest';
import { call, registerUser } from './api';
import { createSubscription, subscribeBody } from './payments-helpers';

/**
 * Issue 12.4: the billing address is checked by country (packages/contracts postcodes.ts, the table the web forms
 * use too): UK, Canadian, Australian and Irish postcodes are accepted, a state only where the country has states.
 */

const address = (country: string, postal_code: string, state = '') => ({ line1: '10 Downing Street', city: 'London', state, postal_code, country });

describe('postcodes by country', () => {
  it.each([
    ['GB', 'SW1A 2AA'],
    ['United Kingdom', 'sw1a2aa'],
    ['Ireland', 'D02 X285'],
    ['Germany', '10115'],
  ])('%s %s without a state is accepted', async (country, postcode) => {
    const user = await registerUser();
    const res = await createSubscription(user, { customerAddress: address(country, postcode) });
    expect(res.status, res.text).toBe(200);
    expect((await call('GET', '/api/account', { token: user.jwt })).body).toMatchObject({ postalCode: postcode.trim(), country, state: '' });
  });

  it.each([
    ['CA', 'K1A 0B1', 'ON'],
    ['Australia', '2000', 'NSW'],
    ['US', '12345-6789', 'OR'],
  ])('%s %s with a state is accepted', async (country, postcode, state) => {
    const user = await registerUser();
    const res = await createSubscription(user, { customerAddress: address(country, postcode, state) });
    expect(res.status, res.text).toBe(200);
  });

  it.each([
    ['US', '123456', 'OR', 'customerAddress.postal_code: Enter a US ZIP code, like 12345 or 12345-6789.'],
    ['GB', '12345', '', 'customerAddress.postal_code: Enter a UK postcode, like SW1A 2AA.'],
    ['Canada', 'K1A 0B', 'ON', 'customerAddress.postal_code: Enter a Canadian postal code, like K1A 0B1.'],
    ['AU', '20000', 'NSW', 'customerAddress.postal_code: Enter an Australian postcode (4 digits), like 2000.'],
    ['IE', 'D02', '', 'customerAddress.postal_code: Enter an Eircode, like D02 X285.'],
    ['France', '75001!', '', 'customerAddress.postal_code: Enter a postcode of 2 to 10 letters, digits, spaces or hyphens.'],
    ['CA', 'K1A 0B1', '', 'customerAddress.state: Province is required'],
    ['US', '97477', '', 'customerAddress.state: State is required'],
  ])('%s %s (state %j) → 400 with a clear message, nothing saved', async (country, postcode, state, message) => {
    const user = await registerUser();
    const res = await createSubscription(user, { customerAddress: address(country, postcode, state) });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await call('GET', '/api/subscriptions', { token: user.jwt })).body.data).toEqual([]);
    expect((await call('GET', '/api/account', { token: user.jwt })).body.postalCode).toBeNull();
  });

  it('the Address tab takes a UK postcode and refuses one that does not fit the country', async () => {
    const user = await registerUser();
    const put = (body: Record<string, string>) => call('PUT', '/api/account/billing-address', { token: user.jwt, body });
    const saved = await put({ address: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'UK' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ postalCode: 'SW1A 2AA', country: 'UK' });
    const refused = await put({ postalCode: 'SW1A 2AA', country: 'US' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('postalCode: Enter a US ZIP code, like 12345 or 12345-6789.');
    expect((await call('GET', '/api/account', { token: user.jwt })).body.postalCode).toBe('SW1A 2AA');
    // Everything stays optional there: no state needed, even in the US.
    expect((await put({ postalCode: '97477', country: 'US' })).status).toBe(200);
  });

  it('the old 5-character body still works for a US address', async () => {
    const user = await registerUser();
    expect((await call('POST', '/api/stripe/create-subscription', { token: user.jwt, body: subscribeBody(user) })).status).toBe(200);
  });
});
