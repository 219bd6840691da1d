import { describe, expect, it } from 'vitest';
import { call, registerUser, uniqueName } from './api';
import { queryDatabase } from './database';

/**
 * Issue 11.4: one account per email and per username, whatever arrives at once. The database's
 * unique indexes decide (bootstrap/unique-accounts); the losers get the usual 'taken' answer.
 */
const TAKEN = 'Email or Username are already taken';
const signUp = (username: string, email: string) => call('POST', '/api/auth/local/register', { body: { username, email, password: 'Correct-Horse-9' } });
const rowsWhere = async (column: 'email' | 'username', value: string) =>
  Number((await queryDatabase<{ n: number | string }>(`SELECT COUNT(*) AS n FROM up_users WHERE lower(${column}) = lower(?)`, [value]))[0]!.n);

const expectOneWinner = (answers: { status: number; body: any }[]) => {
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  for (const lost of answers.filter((a) => a.status !== 200)) {
    expect(lost.status).toBe(400);
    expect(lost.body.error.message).toBe(TAKEN);
  }
};

describe('one account per email and per username', () => {
  it('20 sign-ups at once with one email (in any case) make one account', async () => {
    const name = uniqueName('race');
    const email = `${name}@example.test`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(`${name}x${i}`, i % 2 ? email.toUpperCase() : email)));
    expectOneWinner(answers);
    expect(await rowsWhere('email', email)).toBe(1);
  });

  it('10 sign-ups at once with one username (in any case) make one account', async () => {
    const name = uniqueName('same');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(i % 2 ? name.toUpperCase() : name, `${name}${i}@example.test`)));
    expectOneWinner(answers);
    expect(await rowsWhere('username', name)).toBe(1);
  });

  it('two people renaming themselves to one name at once: one gets it, the other is told it is taken', async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const wanted = uniqueName('wanted');
    const answers = await Promise.all([a, b].map((u) => call('PUT', '/api/account/profile', { token: u.jwt, body: { username: wanted } })));
    expectOneWinner(answers);
    expect(await rowsWhere('username', wanted)).toBe(1);
  });
});
