import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form that may be prerendered: its fields stay disabled until the page's code runs. Before that,
 * nothing listens to a click (it would be lost, or submit the form natively with the password in the
 * address) and hydration would wipe whatever was typed. Disabled, the form says so, and the person's
 * first keystroke counts.
 */
export function HydratedForm({ children, ...props }: ComponentPropsWithoutRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="form__fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
