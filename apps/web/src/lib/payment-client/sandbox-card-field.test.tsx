import { TEST_CARD_NUMBERS } from '@steady/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCardField } from './sandbox-card-field';
import { WithI18n } from '@/testing/i18n';
import type { CardFieldState } from './types';

/** The card field with a valid number and CVC; returns the expiry input and the last state the form saw. */
function renderField() {
  const states: CardFieldState[] = [];
  render(<SandboxCardField onChange={(state) => states.push(state)} />, { wrapper: WithI18n });
  return {
    expiry: screen.getByLabelText('Expiry (MM/YY)'),
    number: screen.getByLabelText('Card number'),
    cvc: screen.getByLabelText('CVC'),
    last: () => states.at(-1),
  };
}

async function fillCard(expiryWay: (user: ReturnType<typeof userEvent.setup>, expiry: HTMLElement) => Promise<void>) {
  const user = userEvent.setup();
  const field = renderField();
  await user.type(field.number, TEST_CARD_NUMBERS.success);
  await user.clear(field.expiry);
  await expiryWay(user, field.expiry);
  await user.type(field.cvc, '123');
  return field;
}

describe('sandbox card field expiry (issue 12.3)', () => {
  it.each(['12/34', '12 / 34', '1234', '12/2034'])('accepts %s pasted', async (written) => {
    const field = await fillCard(async (user, expiry) => {
      await user.click(expiry);
      await user.paste(written);
    });
    expect(field.expiry).toHaveValue('12/34');
    expect(field.last()).toMatchObject({ complete: true, input: { expMonth: 12, expYear: 2034 } });
  });

  it.each(['12/34', '12 / 34', '1234'])('accepts %s typed', async (written) => {
    const field = await fillCard((user, expiry) => user.type(expiry, written));
    expect(field.expiry).toHaveValue('12/34');
    expect(field.last()).toMatchObject({ complete: true, input: { expMonth: 12, expYear: 2034 } });
  });

  it('moves on to the CVC once the expiry is complete, and keeps an incomplete one incomplete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SandboxCardField onChange={onChange} showErrors />, { wrapper: WithI18n });
    await user.type(screen.getByLabelText('Card number'), TEST_CARD_NUMBERS.success);
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12 / 3');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/3');
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '4');
    expect(screen.getByLabelText('CVC')).toHaveFocus();
  });
});
