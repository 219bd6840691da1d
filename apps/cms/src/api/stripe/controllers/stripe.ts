import {
  addPaymentMethodBodySchema,
  advanceClockBodySchema,
  attachPaymentMethodBodySchema,
  cancelEmailBodySchema,
  cancelSubscriptionBodySchema,
  createSubscriptionBodySchema,
  defaultMethodBodySchema,
  orderEmailBodySchema,
  paymentMethodIdSchema,
  paymentMethodsBodySchema,
  sandboxConfirmBodySchema,
  sandboxTokenizeBodySchema,
  subscriptionStatusBodySchema,
} from '@steady/contracts';
import { settings } from '../../../config/env';
import { parseOr400 } from '../../../modules/shared';
import { respond, WebhookSignatureError, payments } from '../../../modules/payments';
import { fail } from '../../../modules/http';
import { requestedLocale } from '../../../modules/content';

/** Thin controllers: validate with the contracts' strict schemas, act on ctx.state.user, answer (docs/payments-api.md). */
const userId = (ctx): number => ctx.state.user.id;

export default {
  async config(ctx) {
    const locale = requestedLocale(ctx.query.locale);
    await respond(ctx, () => payments().config(locale));
  },

  async createSubscription(ctx) {
    const body = parseOr400(createSubscriptionBodySchema, ctx.request.body);
    await respond(ctx, () => payments().createSubscription(userId(ctx), body));
  },

  async subscriptionStatus(ctx) {
    const { subscriptionId } = parseOr400(subscriptionStatusBodySchema, ctx.request.body);
    await respond(ctx, () => payments().subscriptionStatus(userId(ctx), subscriptionId));
  },

  async paymentMethods(ctx) {
    parseOr400(paymentMethodsBodySchema, ctx.request.body);
    await respond(ctx, async () => ({ data: await payments().listMethods(userId(ctx)) }));
  },

  async attachPaymentMethod(ctx) {
    const { paymentMethodId, makeDefault } = parseOr400(attachPaymentMethodBodySchema, ctx.request.body);
    await respond(ctx, () => payments().attachPaymentMethod(userId(ctx), paymentMethodId, makeDefault ?? false));
  },

  async addPaymentMethod(ctx) {
    const { paymentMethodId } = parseOr400(addPaymentMethodBodySchema, ctx.request.body);
    await respond(ctx, () => payments().attachPaymentMethod(userId(ctx), paymentMethodId, false));
  },

  async defaultMethod(ctx) {
    const { paymentMethodId } = parseOr400(defaultMethodBodySchema, ctx.request.body);
    await respond(ctx, async () => ({ data: await payments().setDefaultMethod(userId(ctx), paymentMethodId) }));
  },

  async deleteMethod(ctx) {
    const paymentMethodId = parseOr400(paymentMethodIdSchema, ctx.params.paymentMethodId);
    await respond(ctx, async () => ({ data: await payments().deleteMethod(userId(ctx), paymentMethodId) }));
  },

  async cancelSubscription(ctx) {
    const { subscriptionId } = parseOr400(cancelSubscriptionBodySchema, ctx.request.body);
    await respond(ctx, () => payments().cancelSubscription(userId(ctx), subscriptionId));
  },

  async resumeSubscription(ctx) {
    const { subscriptionId } = parseOr400(cancelSubscriptionBodySchema, ctx.request.body);
    await respond(ctx, () => payments().resumeSubscription(userId(ctx), subscriptionId));
  },

  async orderEmail(ctx) {
    const { orderId } = parseOr400(orderEmailBodySchema, ctx.request.body);
    await respond(ctx, () => payments().resendOrderEmail(userId(ctx), orderId));
  },

  async cancelEmail(ctx) {
    const { subscriptionId } = parseOr400(cancelEmailBodySchema, ctx.request.body);
    await respond(ctx, () => payments().resendCancellationEmail(userId(ctx), subscriptionId));
  },

  /**
   * Stripe's webhook: the signature over the raw body is checked before anything is read or changed; the event is
   * stored before the answer, so a 2xx means it is kept (and applied now or by the worker); a storage failure is a
   * 5xx, and Stripe sends it again.
   */
  async webhook(ctx) {
    await respond(ctx, async () => {
      const gateway = payments().gateway();
      if (gateway.kind !== 'stripe') throw fail('not_found');
      const raw = ctx.request.body?.[Symbol.for('unparsedBody')];
      if (typeof raw !== 'string' && !Buffer.isBuffer(raw)) throw fail('webhook_signature_invalid');
      let event;
      try {
        event = await gateway.parseWebhook(raw, ctx.get('stripe-signature') || undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw fail('webhook_signature_invalid');
        throw error;
      }
      return { received: true, result: await payments().receiveEvent(event) };
    });
  },

  async sandboxTokenize(ctx) {
    const body = parseOr400(sandboxTokenizeBodySchema, ctx.request.body);
    await respond(ctx, async () => {
      const pm = await payments().sandbox().tokenize(body, userId(ctx));
      return { id: pm.id, card: pm.card };
    });
  },

  async sandboxConfirm(ctx) {
    const body = parseOr400(sandboxConfirmBodySchema, ctx.request.body);
    await respond(ctx, () => payments().sandboxConfirm(userId(ctx), body));
  },

  async sandboxAdvanceClock(ctx) {
    if (!settings().SANDBOX_CLOCK_ROUTE) throw fail('not_found');
    const { days } = parseOr400(advanceClockBodySchema, ctx.request.body);
    await respond(ctx, async () => {
      const { now, renewals } = await payments().sandbox().advanceClock(days);
      return { now: now.toISOString(), renewals };
    });
  },
};
