import { errors } from '@strapi/utils';
import { CodedError, fail } from '../http';
import { CardError, GatewayUnavailableError } from './gateway';

/**
 * A card refusal as a 402 whose code is the provider's own (Stripe's `code`: card_declined, expired_card…) and
 * whose message is the provider's, as Stripe words it; `decline_code` says more when the provider gave one.
 */
const cardRefusal = (error: CardError) =>
  new CodedError(error.code, { status: 402, message: error.message, details: error.declineCode ? { decline_code: error.declineCode } : {} });

/**
 * Runs a controller action; card errors become 402, provider outages 502, with their codes in Strapi's error
 * envelope (docs/api.md "Error codes"). Our own coded errors and Strapi's pass through to strapi::errors.
 */
export const respond = async (ctx, action: () => Promise<unknown>) => {
  try {
    const body = await action();
    if (body !== undefined) ctx.body = body;
  } catch (error) {
    if (error instanceof CardError) throw cardRefusal(error);
    // (The gateway logged the provider's answer; the user gets a plain message.)
    if (error instanceof GatewayUnavailableError) throw fail('payment_provider_unavailable');
    if (!(error instanceof errors.ApplicationError) && !(error instanceof errors.HttpError)) strapi.log.error(`[payments] ${(error as Error)?.stack ?? error}`);
    throw error;
  }
};
