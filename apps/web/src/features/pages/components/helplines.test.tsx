import { i18n } from '@lingui/core';
import type { Helpline } from '@steady/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, strapiError, type MockHandler } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

const line = (overrides: Partial<Helpline>): Helpline => ({
  documentId: overrides.name ?? 'x',
  country: 'GB',
  countryName: 'United Kingdom',
  name: 'Samaritans',
  description: 'Someone to listen, day or night.',
  phone: '116 123',
  text: null,
  chatUrl: null,
  hours: '24 hours, every day',
  languages: ['en'],
  emergency: false,
  owner: 'Steady content team',
  source: 'Samaritans',
  sourceUrl: 'https://www.samaritans.org/',
  lastChecked: '2026-11-12',
  order: 1,
  ...overrides,
});

const helplines = [
  line({ name: 'Samaritans', languages: ['en', 'cy'] }),
  line({ name: 'Emergency services', phone: '999', emergency: true, order: 5, lastChecked: '2026-10-01' }),
  line({ name: 'Shout', phone: null, text: '85258', order: 2, lastChecked: null, source: 'NHS', sourceUrl: 'https://www.nhs.uk/' }),
  line({
    country: 'US',
    countryName: 'United States',
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    text: '988',
    chatUrl: 'https://988lifeline.org',
  }),
];

const sosPage = {
  id: 1,
  documentId: 'doc-contact',
  title: 'Get help now',
  slug: 'contact',
  content: 'You are not alone.',
  show_header: true,
  show_header_title: true,
  extra_class: null,
  featured_image: null,
  steps: [],
};

function withLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => vi.restoreAllMocks());

const handlers = (overrides: Record<string, MockHandler> = {}) =>
  shellHandlers({
    'GET /api/pages': () => json({ data: [sosPage] }),
    'GET /api/helplines': () => json({ data: helplines }),
    ...overrides,
  });

describe('SOS page helplines', () => {
  it("shows the helplines of the browser's country, emergency first, with call, text and 'Checked' dates or their source", async () => {
    withLanguages(['en-GB', 'en']);
    renderApp('/pages/contact', { handlers: handlers() });
    const section = await screen.findByRole('region', { name: 'Helplines' });
    expect(within(section).getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Emergency services', 'Samaritans', 'Shout']);
    expect(within(section).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(within(section).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(section).getByRole('link', { name: 'Text 85258' })).toHaveAttribute('href', 'sms:85258');
    expect(within(section).getAllByText('Checked 12 Nov 2026')).toHaveLength(1);
    expect(within(section).getByText('Checked 1 Oct 2026')).toBeInTheDocument();
    // Not checked by a person yet: where the number comes from, and no date.
    // The languages each answers in, named in the page's language.
    const samaritans = within(section).getByRole('heading', { name: 'Samaritans' }).closest('li')!;
    expect(samaritans).toHaveTextContent('Languages: English, Welsh');
    const shout = within(section).getByRole('heading', { name: 'Shout' }).closest('li')!;
    expect(shout).toHaveTextContent('Listed by NHS');
    expect(shout).not.toHaveTextContent('Checked');
    expect(within(shout).getByRole('link', { name: 'NHS (opens in a new tab)' })).toHaveAttribute('href', 'https://www.nhs.uk/');
    // The built-in numbers give way to the real ones.
    expect(screen.queryByRole('region', { name: 'If you need help now' })).not.toBeInTheDocument();
  });

  it('lets the person switch country', async () => {
    withLanguages(['en-GB']);
    const { user } = renderApp('/pages/contact', { handlers: handlers() });
    const select = await screen.findByRole('combobox', { name: 'Country' });
    await user.selectOptions(select, 'United States');
    expect(screen.getByRole('heading', { level: 3, name: '988 Suicide & Crisis Lifeline' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Samaritans' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    const chat = screen.getByRole('link', { name: /Chat online/ });
    expect(chat).toHaveAttribute('href', 'https://988lifeline.org/');
    expect(chat).toHaveAccessibleName('Chat online with 988 Suicide & Crisis Lifeline (opens in a new tab)');
  });

  it('asks for the country when the browser language names none we have, and keeps the built-in numbers meanwhile', async () => {
    withLanguages(['fr-FR', 'fr']);
    const { user } = renderApp('/pages/contact', { handlers: handlers() });
    const select = await screen.findByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    expect(within(screen.getByRole('region', { name: 'If you need help now' })).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await user.selectOptions(select, 'United Kingdom');
    expect(await screen.findByRole('link', { name: 'Call 116 123' })).toBeInTheDocument();
  });

  it('shows the built-in crisis numbers while helplines load and when they fail', async () => {
    withLanguages(['en-GB']);
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    renderApp('/pages/contact', { handlers: handlers({ 'GET /api/helplines': () => pending }) });
    // The page content arrives; the helplines do not yet: real numbers are on screen, not a spinner.
    await screen.findByText('You are not alone.');
    expect(within(screen.getByRole('region', { name: 'If you need help now' })).getByRole('link', { name: '999' })).toBeInTheDocument();
    answer(strapiError(503, 'Service Unavailable'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('region', { name: 'If you need help now' })).toBeInTheDocument();
  });

  it('shows helplines and the safety plan link even while the page content is still loading', async () => {
    withLanguages(['en-GB']);
    renderApp('/pages/contact', { handlers: handlers({ 'GET /api/pages': () => new Promise<Response>(() => {}) }) });
    expect(await screen.findByRole('link', { name: 'Call 116 123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My safety plan' })).toHaveAttribute('href', '/safety-plan');
  });

  it('links to My safety plan near the top, in one tap', async () => {
    withLanguages(['en-GB']);
    renderApp('/pages/contact', { handlers: handlers() });
    await screen.findByText('You are not alone.');
    const link = screen.getByRole('link', { name: 'My safety plan' });
    expect(link).toHaveAttribute('href', '/safety-plan');
    // Before the helplines and the page's own content.
    const helplinesHeading = await screen.findByRole('heading', { name: 'Helplines' });
    expect(link.compareDocumentPosition(helplinesHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
  it("suggests the chosen Steady language's country when the browser names none, and names countries and languages in it", async () => {
    withLanguages(['pt']);
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
    try {
      const brazil = [
        line({ documentId: 'br-0', country: 'BR', countryName: 'Brazil', name: 'SAMU 192', phone: '192', emergency: true, order: 0, languages: ['pt'] }),
        line({ documentId: 'br-1', country: 'BR', countryName: 'Brazil', name: 'CVV', phone: '188', order: 1, languages: ['pt', 'es'] }),
      ];
      renderApp('/pages/contact', { handlers: handlers({ 'GET /api/helplines': () => json({ data: [...helplines, ...brazil] }) }) });
      const select = await screen.findByRole('combobox', { name: 'Country' });
      expect(select).toHaveValue('BR');
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Brasil', 'Estados Unidos', 'Reino Unido']);
      const cvv = screen.getByRole('heading', { level: 3, name: 'CVV' }).closest('li')!;
      expect(cvv).toHaveTextContent('Languages: português e espanhol');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('sends a report about a number, with or without words, and thanks the person; no account needed', async () => {
    withLanguages(['en-GB']);
    const { user, network } = renderApp('/pages/contact', {
      handlers: handlers({
        'POST /api/helplines/Samaritans/report': () => json({ reported: true }, 202),
        'POST /api/helplines/Emergency%20services/report': () => json({ reported: true }, 202),
      }),
    });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Samaritans' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Report a problem with this number (Samaritans)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this number' });
    expect(dialog).toHaveTextContent("Tell us what is wrong with Samaritans and we will check it. You don't need an account.");
    // SOS stays within reach while the popup covers the page.
    expect(within(dialog).getByRole('link', { name: 'SOS' })).toHaveAttribute('href', '/pages/contact');
    const box = within(dialog).getByRole('textbox', { name: "What's wrong? (optional)" });
    expect(box).toHaveAccessibleDescription('For example: the number no longer answers.');
    expect(box).toHaveAttribute('maxLength', '500');
    await user.type(box, 'It rang out three times');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. We will check this number.')).toHaveFocus();
    const sent = network.callsTo('POST', '/api/helplines/Samaritans/report')[0]!;
    expect(sent.body).toEqual({ message: 'It rang out three times' });
    expect(sent.headers.get('Authorization')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Nothing written: the report alone goes.
    const emergency = screen.getByRole('heading', { level: 3, name: 'Emergency services' }).closest('li')!;
    await user.click(within(emergency).getByRole('button', { name: /^Report a problem with this number/ }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. We will check this number.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/helplines/Emergency%20services/report')[0]?.body).toEqual({});
  });

  it('says calmly when a report cannot be sent, and that one needs a connection when offline; Cancel sends nothing', async () => {
    withLanguages(['en-GB']);
    let answer: () => Response | Promise<Response> = () => strapiError(429, 'Too many attempts.', 'RateLimitError', 'too_many_attempts');
    const { user, network } = renderApp('/pages/contact', {
      handlers: handlers({ 'POST /api/helplines/Samaritans/report': () => answer() }),
    });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Samaritans' })).closest('li')!;
    const open = within(card).getByRole('button', { name: /^Report a problem with this number/ });

    await user.click(open);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't send your report just now. Please try again a little later.");

    // No answer at all (the connection dropped).
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent("Sending a report needs a connection. Please try again when you're back online."),
    );

    // Cancel closes and sends nothing more.
    const sentSoFar = network.callsTo('POST', '/api/helplines/Samaritans/report').length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Offline: nothing is sent, and the popup says why.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.click(open);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sending a report needs a connection.');
    expect(network.callsTo('POST', '/api/helplines/Samaritans/report')).toHaveLength(sentSoFar);
  });
});
