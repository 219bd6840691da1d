import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { Markdown, parseBlocks } from './markdown';

const renderMd = (md: string) =>
  render(
    <MemoryRouter>
      <Markdown>{md}</Markdown>
    </MemoryRouter>,
    { wrapper: WithI18n },
  );

describe('Markdown', () => {
  it('splits headings, lists and paragraphs', () => {
    expect(parseBlocks('# Title\n\nOne line\nnext line\n\n- a\n- b\n\n1. x\n2. y').map((b) => b.kind)).toEqual(['heading', 'p', 'ul', 'ol']);
  });

  it('renders emphasis and safe links, internal ones through the router', () => {
    renderMd('Call **988** or see [help](/pages/contact) and [site](https://findahelpline.com).');
    expect(screen.getByText('988').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('href', '/pages/contact');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a phone number left to right, whatever the page direction', () => {
    renderMd('اتصل بالرقم [116 123](tel:116123) أو زُر [الموقع](https://findahelpline.com).');
    expect(screen.getByRole('link', { name: '116 123' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'الموقع' })).not.toHaveAttribute('dir');
  });

  it('never renders HTML or script links from content', () => {
    const { container } = renderMd('<img src=x onerror=alert(1)> [bad](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it.each(['/\\evil.example', '//evil.example', '/\\/evil.example', '/%5Cevil.example', '/%2F%2Fevil.example', '\\\\evil.example'])(
    'shows an off-site path disguised as internal (%s) as plain text, not a link',
    (href) => {
      const { container } = renderMd(`See [the FAQ](${href}) first.`);
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.textContent).toBe('See the FAQ first.');
    },
  );
});

describe('Markdown in another language', () => {
  it('marks the content as English, which it is until the CMS is localised', async () => {
    const { i18n } = await import('@lingui/core');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      const { container } = renderMd('Breathe slowly.');
      expect(container.querySelector('.markdown')).toHaveAttribute('lang', 'en');
      expect(container.querySelector('.markdown')).toHaveAttribute('dir', 'ltr');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('leaves the language alone in English', () => {
    const { container } = renderMd('Breathe slowly.');
    expect(container.querySelector('.markdown')).not.toHaveAttribute('lang');
  });
});
