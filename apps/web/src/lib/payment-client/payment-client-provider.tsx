import { useLingui } from '@lingui/react';
import type { PaymentGatewayKind } from '@steady/contracts';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { env } from '@/config/env';
import { SandboxAuthDialog } from './sandbox-auth-dialog';
import { createSandboxPaymentClient } from './sandbox-client';
import { STRIPE_UNAVAILABLE } from './stripe-messages';
import type { PaymentClient } from './types';
import './payment-client.css';

export type PaymentClientState = { status: 'loading' } | { status: 'ready'; client: PaymentClient } | { status: 'error'; message: string };

const PaymentClientContext = createContext<PaymentClientState | null>(null);

type PaymentClientProviderProps = {
  /** From GET /stripe/config. */
  gateway: PaymentGatewayKind;
  publishableKey?: string | null;
  /** Use this client instead (tests fake the interface here). */
  client?: PaymentClient;
  children: ReactNode;
};

/** The Stripe client made for `key`; null when its code could not be loaded. */
type StripeLoad = { key: string; client: PaymentClient | null };

/**
 * Makes the gateway's PaymentClient available to the card fields and the subscribe flow. The Stripe
 * implementation (and with it Stripe.js) is loaded only for the 'stripe' gateway. The sandbox's
 * authentication step is a dialog rendered here.
 */
export function PaymentClientProvider({ gateway, publishableKey, client: injected, children }: PaymentClientProviderProps) {
  const { i18n } = useLingui();
  const [authRequest, setAuthRequest] = useState<{ resolve: (ok: boolean) => void } | null>(null);
  const authenticate = useCallback(() => new Promise<boolean>((resolve) => setAuthRequest({ resolve })), []);
  const sandbox = useMemo(() => createSandboxPaymentClient({ authenticate }), [authenticate]);

  const stripeKey = gateway === 'stripe' ? publishableKey || env.STRIPE_PUBLISHABLE_KEY || '' : '';
  const [stripeLoad, setStripeLoad] = useState<StripeLoad | null>(null);
  const attempt = useRef(0);
  useEffect(() => {
    if (injected || gateway !== 'stripe' || !stripeKey) return;
    const current = ++attempt.current;
    import('./stripe-client')
      .then(({ createStripePaymentClient }) => {
        if (current === attempt.current) {
          setStripeLoad({ key: stripeKey, client: createStripePaymentClient(stripeKey) });
        }
      })
      .catch(() => {
        if (current === attempt.current) setStripeLoad({ key: stripeKey, client: null });
      });
  }, [gateway, stripeKey, injected]);

  // The message is read at render, so it follows a change of language.
  const unavailable: PaymentClientState = { status: 'error', message: i18n._(STRIPE_UNAVAILABLE) };
  let state: PaymentClientState;
  if (injected) state = { status: 'ready', client: injected };
  else if (gateway === 'sandbox') state = { status: 'ready', client: sandbox };
  else if (!stripeKey) state = unavailable;
  else if (stripeLoad?.key !== stripeKey) state = { status: 'loading' };
  else state = stripeLoad.client ? { status: 'ready', client: stripeLoad.client } : unavailable;

  const answer = (ok: boolean) => {
    authRequest?.resolve(ok);
    setAuthRequest(null);
  };

  return (
    <PaymentClientContext value={state}>
      {children}
      <SandboxAuthDialog open={authRequest !== null} onAnswer={answer} />
    </PaymentClientContext>
  );
}

/** The PaymentClient of the nearest PaymentClientProvider. */
export function usePaymentClient(): PaymentClientState {
  const state = use(PaymentClientContext);
  if (!state) throw new Error('usePaymentClient needs a PaymentClientProvider');
  return state;
}
