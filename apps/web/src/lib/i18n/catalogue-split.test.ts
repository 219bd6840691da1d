import { describe, expect, it } from 'vitest';
import { SHELL } from '../../../lingui.config';
import { staticImports } from '../../../scripts/static-imports.mjs';

describe('the shell catalogue', () => {
  it("holds the words of main.tsx's static imports: the shell, landing and Home", () => {
    expect(SHELL).toEqual(staticImports('src/main.tsx'));
    for (const file of [
      'src/main.tsx',
      'src/app/router.tsx',
      'src/app/routes/onboarding/landing.tsx',
      'src/app/routes/home/home.tsx',
      'src/components/layouts/app-header.tsx',
    ]) {
      expect(SHELL).toContain(file);
    }
  });

  it('leaves lazy screens and the lazily loaded error words to the screens catalogue', () => {
    for (const file of [
      'src/app/routes/breathing/breath.tsx',
      'src/app/routes/auth/login.tsx',
      'src/lib/messages/all-error-messages.ts',
      'src/features/billing/components/plan-summary.tsx',
    ]) {
      expect(SHELL).not.toContain(file);
    }
  });
});
