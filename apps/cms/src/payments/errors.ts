import { errors } from '@strapi/utils';
import { CardError, GatewayUnavailableError } from './gateway';

/** An answer with a status Strapi's error classes do not have (402, 409, 502). */
export class PaymentHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const conflict = (message: string) => new PaymentHttpError(409, 'ConflictError', message);

/**
 * Runs a controller action; card errors become 402, provider outages 502, our own statuses as they are,
 * in Strapi's error envelope. Strapi's errors (400/403/404) pass through to its error middleware.
 */
export const respond = async (ctx, action: () => Promise<unknown>) => {
  try {
    const body = await action();
    if (body !== undefined) ctx.body = body;
  } catch (error) {
    let e: PaymentHttpError | null = null;
    if (error instanceof CardError)
      e = new PaymentHttpError(402, 'CardError', error.message, { code: error.code, ...(error.declineCode ? { decline_code: error.declineCode } : {}) });
    // (The gateway logged the provider's answer; the user gets a plain message.)
    else if (error instanceof GatewayUnavailableError) e = new PaymentHttpError(502, 'PaymentProviderError', error.message);
    else if (error instanceof PaymentHttpError) e = error;
    if (!e) {
      if (!(error instanceof errors.ApplicationError) && !(error instanceof errors.HttpError))
        strapi.log.error(`[payments] ${(error as Error)?.stack ?? error}`);
      throw error;
    }
    ctx.status = e.status;
    ctx.body = { data: null, error: { status: e.status, name: e.errorName, message: e.message, details: e.details } };
  }
};
