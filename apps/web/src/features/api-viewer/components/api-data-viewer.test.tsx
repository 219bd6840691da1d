import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('API data viewer', () => {
  it('shows the pretty-printed JSON of a path of our API, sending the token only there', async () => {
    const { user, network } = renderApp('/api-provider', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/skills': () => json({ data: [{ slug: 'stop' }] }) }),
    });
    await user.click(await screen.findByLabelText('API path'));
    await user.paste('/api/skills?filters[slug][$eq]=stop');
    await user.click(screen.getByRole('button', { name: 'Get data' }));
    const response = await screen.findByRole('region', { name: 'Response' });
    const pre = await within(response).findByLabelText('Response of /api/skills?filters[slug][$eq]=stop');
    expect(pre.textContent).toBe(JSON.stringify({ data: [{ slug: 'stop' }] }, null, 2));
    const [call] = network.callsTo('GET', '/api/skills');
    // A same-origin, relative request to our API.
    const urls = network.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/skills?filters[slug][$eq]=stop');
    expect(call?.url.searchParams.get('filters[slug][$eq]')).toBe('stop');
    expect(call?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it.each(['https://evil.example/api/skills', '//evil.example/api', '/api/../admin', '/admin/users'])('refuses %s without any request', async (path) => {
    const { user, network } = renderApp('/api-provider', { token: 'jwt-1' });
    const input = await screen.findByLabelText('API path');
    await user.type(input, path);
    await user.click(screen.getByRole('button', { name: 'Get data' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls.filter((c) => !['/api/app-information', '/api/account'].includes(c.url.pathname))).toEqual([]);
  });

  it('opens an example with one tap and shows server errors', async () => {
    const { user } = renderApp('/api-provider', {
      handlers: shellHandlers({
        'GET /api/pages': () => json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403),
      }),
    });
    await user.click(await screen.findByRole('button', { name: '/api/pages?filters[slug][$eq]=faq' }));
    expect(screen.getByLabelText('API path')).toHaveValue('/api/pages?filters[slug][$eq]=faq');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });
});
