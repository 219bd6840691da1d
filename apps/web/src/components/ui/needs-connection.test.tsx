import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { NeedsConnection } from './needs-connection';

describe('NeedsConnection', () => {
  it('says nothing online, and plainly what needs a connection once offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<NeedsConnection message="Payments need a connection." />, { wrapper: WithI18n });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. Payments need a connection. This will work again when you're back online.");
  });
});
