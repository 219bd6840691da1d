import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('settings', () => {
  it('shows the username and email, with links to edit the profile and to the FAQ', async () => {
    renderApp('/Settings', { token: 'jwt-1' });
    expect(await screen.findByText('sam')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/Profile');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/pages/faq');
  });
});
