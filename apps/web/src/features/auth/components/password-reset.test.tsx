import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE } from '@steady/contracts';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

describe('forgot password', () => {
  it('checks the email before sending, then says the link is on its way', async () => {
    const { user, network } = renderApp('/forgot-password', {
      handlers: shellHandlers({
        'POST /api/email/forget-password': () => json({ ok: true, message: FORGOT_PASSWORD_MESSAGE }),
      }),
    });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/Login');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/email/forget-password')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/email/forget-password')[0]?.body).toEqual({ email: 'sam@example.com' });
  });

  it.each([
    ['the server message', () => strapiError(429, 'Too many requests, please try again later.'), 'Too many requests, please try again later.'],
    ["'Something went wrong!' without an answer", networkDown, 'Something went wrong!'],
  ])('shows %s', async (_name, handler, message) => {
    const { user } = renderApp('/forgot-password', {
      handlers: shellHandlers({ 'POST /api/email/forget-password': handler }),
    });
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('reset password', () => {
  it('without a token, kindly offers a new link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('sets the new password with the token and links to login', async () => {
    const { user, network } = renderApp('/reset-password?token=abc123', {
      handlers: shellHandlers({
        'POST /api/email/reset-password': () => json({ ok: true, message: RESET_PASSWORD_MESSAGE }),
      }),
    });
    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(password, '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/email/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      password: 'short-and-longer',
    });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/Login');
  });

  it.each([
    [
      'the server message',
      () => strapiError(400, 'This reset link is invalid or has expired. Please ask for a new one.', 'ValidationError'),
      'This reset link is invalid or has expired. Please ask for a new one.',
    ],
    ["'Error resetting password' without an answer", networkDown, 'Error resetting password'],
  ])('shows %s', async (_name, handler, message) => {
    const { user } = renderApp('/reset-password?token=abc123', {
      handlers: shellHandlers({ 'POST /api/email/reset-password': handler }),
    });
    await user.type(await screen.findByLabelText('New password'), 'Calm-Waters-43');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });
});
