import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { messages as screenMessages } from '@/locales/en/screens.po';
import { messages as shellMessages } from '@/locales/en/shell.po';

/**
 * Tests read the English words: from the English catalogues, compiled once, and — for a message not
 * extracted yet — as written in the code (outside a production build the macros keep each message), compiled
 * on the fly. Compiling every message on every render made screens with many words several times slower.
 */
export function readEnglishSourceMessages() {
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: 'en', messages: { ...shellMessages, ...screenMessages } });
}

/** For a test that renders a component on its own (without the app's providers): `render(ui, { wrapper: WithI18n })`. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
