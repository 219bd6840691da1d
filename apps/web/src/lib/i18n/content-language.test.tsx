import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnglishSourceMessages, WithI18n } from '@/testing/i18n';
import { ContentLanguage, NotYetTranslated, useContentLanguage } from './content-language';
import { contentLocaleParam } from './content-locale';

function Title({ children }: { children: string }) {
  return (
    <>
      <h1 {...useContentLanguage()}>{children}</h1>
      <NotYetTranslated />
    </>
  );
}

const inLanguage = (locale: string) => act(() => i18n.activate(locale));

describe('content in the reader language', () => {
  afterEach(() => readEnglishSourceMessages());

  it('marks an English entry inside a Spanish page, and says it is not translated yet', async () => {
    i18n.load('es', {});
    await inLanguage('es');
    render(
      <ContentLanguage locale="en">
        <Title>Box breathing</Title>
      </ContentLanguage>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Not yet translated')).toBeInTheDocument();
  });

  it('leaves a translated entry unmarked', async () => {
    i18n.load('ar', {});
    await inLanguage('ar');
    render(
      <ContentLanguage locale="ar">
        <Title>تنفّس الصندوق</Title>
      </ContentLanguage>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('heading')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Not yet translated')).toBeNull();
  });

  it('says nothing in English', () => {
    render(
      <ContentLanguage locale="en">
        <Title>Box breathing</Title>
      </ContentLanguage>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('heading')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Not yet translated')).toBeNull();
  });

  it('asks translated content routes in the interface language, and nothing else', () => {
    expect(contentLocaleParam('/skills')).toEqual({});
    i18n.load('fr', {});
    i18n.activate('fr');
    expect(contentLocaleParam('/skills')).toEqual({ locale: 'fr' });
    expect(contentLocaleParam('/account/skills/box-breathing')).toEqual({ locale: 'fr' });
    expect(contentLocaleParam('/stripe/config')).toEqual({ locale: 'fr' });
    expect(contentLocaleParam('/rca')).toEqual({ locale: 'fr' });
    expect(contentLocaleParam('/skills/extra')).toEqual({});
    expect(contentLocaleParam('/helplines')).toEqual({});
    expect(contentLocaleParam('/account')).toEqual({});
    i18n.load('pseudo', {});
    i18n.activate('pseudo');
    expect(contentLocaleParam('/skills')).toEqual({});
  });
});
