import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * Tests read the English words as written in the code: outside a production build the macros keep each
 * message, and this compiles it on the fly, so no catalogue has to be extracted first.
 */
export function readEnglishSourceMessages() {
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}

/** For a test that renders a component on its own (without the app's providers): `render(ui, { wrapper: WithI18n })`. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
