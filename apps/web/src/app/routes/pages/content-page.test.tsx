import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The CMS's page view (packages/contracts/src/content/pages). */
const page = (overrides: Record<string, unknown>) => ({
  id: 1,
  documentId: 'doc-page',
  title: 'About Steady',
  slug: 'about',
  content: 'Steady helps.',
  show_header: true,
  show_header_title: true,
  extra_class: null,
  featured_image: null,
  steps: [],
  ...overrides,
});

const withPage = (data: unknown) => shellHandlers({ 'GET /api/pages': () => json({ data: data ? [data] : [] }) });

describe('content pages', () => {
  it('asks the CMS for the page by slug only: the route sets the fields', async () => {
    const { network } = renderApp('/pages/about', { handlers: withPage(page({})) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Steady' })).toBeVisible();
    const params = network.callsTo('GET', '/api/pages')[0]!.url.searchParams;
    expect(params.get('filters[slug][$eq]')).toBe('about');
    expect([...params.keys()]).toEqual(['filters[slug][$eq]']);
  });

  it('shows the FAQ as a banner and an accordion whose answers open and close', async () => {
    const { user } = renderApp('/pages/faq', {
      handlers: withPage(
        page({
          title: 'Frequently asked questions',
          slug: 'faq',
          content: 'Answers to common questions.',
          steps: [
            { id: 1, item_title: 'What is Steady?', item_description: 'A **self-help** app.' },
            { id: 2, item_title: 'Is Steady therapy?', item_description: 'No. See [help](/pages/contact).' },
          ],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('Answers to common questions.')).toBeInTheDocument();

    const first = screen.getByRole('button', { name: 'What is Steady?' });
    const second = screen.getByRole('button', { name: 'Is Steady therapy?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('self-help')).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('self-help').tagName).toBe('STRONG');

    // Each answer toggles on its own.
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('href', '/pages/contact');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByText('self-help')).not.toBeInTheDocument());
  });

  it('shows a content page with its header, featured image, content and extra class', async () => {
    const { container } = renderApp('/pages/about', {
      handlers: withPage(
        page({
          extra_class: 'page-about "><b>',
          featured_image: { url: '/uploads/about.svg', width: 480, height: 320, alternativeText: 'Calm sea' },
          content: '## Our aim\n\nTo help.',
        }),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'About Steady' });
    const image = screen.getByRole('img', { name: 'Calm sea' });
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(screen.getByRole('heading', { level: 2, name: 'Our aim' })).toBeInTheDocument();
    const section = container.querySelector('.content-page');
    expect(section).toHaveClass('page-about');
    expect(section?.className).not.toContain('<b>');
  });

  it('keeps the title for screen readers only when the page has no header title', async () => {
    renderApp('/pages/terms', { handlers: withPage(page({ title: 'Terms', slug: 'terms', show_header: false })) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms' });
    expect(heading).toHaveClass('visually-hidden');
  });

  it("says 'No data found' when the page does not exist", async () => {
    renderApp('/pages/nothing-here', { handlers: withPage(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SOS page' })).toHaveAttribute('href', '/pages/contact');
  });

  it('makes the helpline numbers of the SOS page tappable', async () => {
    const { container } = renderApp('/pages/contact', {
      handlers: withPage(
        page({
          title: 'Get help now',
          slug: 'contact',
          extra_class: 'page-sos',
          content: '## Talk to someone now\n\n- **United States:** Call or text **988**.\n- **UK:** Call **116 123**.',
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get help now' })).toBeInTheDocument();
    // The page's own content (the built-in crisis numbers above it have a 988 link too).
    const content = within(container.querySelector<HTMLElement>('.page-content')!);
    expect(content.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(content.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(screen.getByText('United States:').tagName).toBe('STRONG');
  });

  it('still shows crisis help when the SOS page cannot be loaded', async () => {
    const { user } = renderApp('/pages/contact', {
      handlers: shellHandlers({ 'GET /api/pages': () => strapiError(503, 'Service Unavailable') }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this page.");
    const help = screen.getByRole('region', { name: 'If you need help now' });
    expect(within(help).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  });
});
