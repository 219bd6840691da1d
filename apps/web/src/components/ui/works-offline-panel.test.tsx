import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/auth-token';
import { WithI18n } from '@/testing/i18n';
import { LoadError } from './load-error';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <WithI18n>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </WithI18n>
  );
const ways = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('a load that got no answer at all', () => {
  afterEach(() => clearToken());

  it('says it needs a connection and offers what works without one, never the screen it is on', () => {
    setToken('tok', { remember: false });
    render(<LoadError title="We couldn't load your diary." error={new ApiError(0, 'offline')} onRetry={() => undefined} />, { wrapper: at('/safety-plan') });
    expect(screen.getByRole('status')).toHaveTextContent("We couldn't load your diary.This needs a connection. These work without one:");
    expect(ways()).toEqual([
      ['SOS: people you can talk to now', '/pages/contact'],
      ['Breathing exercise', '/Breath'],
    ]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the safety plan only to someone signed in, and keeps the alert for real errors', () => {
    const { unmount } = render(<LoadError title="We couldn't load this page." error={new ApiError(0, 'offline')} onRetry={() => undefined} />, {
      wrapper: at('/pages/faq'),
    });
    expect(ways().map(([, href]) => href)).toEqual(['/pages/contact', '/Breath']);
    unmount();
    render(<LoadError title="We couldn't load this page." error={new ApiError(500, 'Something went wrong')} onRetry={() => undefined} />, {
      wrapper: at('/pages/faq'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
