import { sendEmail } from '../api/email/services/email';
import { settings } from '../config/env';
import { ORDER, SUB, type PaymentsContext } from './context';
import { cancellationEmail, orderEmail, type Branding } from './emails';

/** The order and cancellation emails: each sent at most once, claimed by a conditional update. */
export const createNotifications = ({ strapi, q }: PaymentsContext) => {
  const branding = async (): Promise<Branding> => {
    const info = await q('api::app-information.app-information').findOne({ select: ['product_name', 'support_email'] });
    return {
      productName: info?.product_name || 'Steady',
      supportEmail: info?.support_email || settings().EMAIL_REPLY_TO,
      publicUrl: settings().publicUrl,
    };
  };

  const sendOrderEmail = async (orderId: number): Promise<boolean> => {
    const { count } = await q(ORDER).updateMany({ where: { id: orderId, emailSentAt: null }, data: { emailSentAt: new Date() } });
    if (count !== 1) return false;
    try {
      const order = await q(ORDER).findOne({ where: { id: orderId }, populate: { user: { select: ['email'] } } });
      if (!order?.summary || !order.user?.email) return false;
      await sendEmail({ to: order.user.email, ...orderEmail(order.summary, order.documentId, await branding()) });
      return true;
    } catch (error) {
      await q(ORDER).updateMany({ where: { id: orderId }, data: { emailSentAt: null } });
      strapi.log.error(`[payments] order email not sent: ${(error as Error).message}`);
      return false;
    }
  };

  const sendCancellationEmail = async (subId: number): Promise<boolean> => {
    const { count } = await q(SUB).updateMany({ where: { id: subId, status: 'canceled', cancelEmailSentAt: null }, data: { cancelEmailSentAt: new Date() } });
    if (count !== 1) return false;
    try {
      const sub = await q(SUB).findOne({ where: { id: subId }, populate: { plan: true, user: { select: ['email', 'username', 'firstName'] } } });
      if (!sub?.user?.email) return false;
      const name = sub.billing?.name || sub.user.firstName || sub.user.username;
      await sendEmail({ to: sub.user.email, ...cancellationEmail({ name, planName: sub.plan?.name ?? 'Steady Premium', canceledAt: sub.canceledAt ? new Date(sub.canceledAt).toISOString() : null }, await branding()) });
      return true;
    } catch (error) {
      await q(SUB).updateMany({ where: { id: subId }, data: { cancelEmailSentAt: null } });
      strapi.log.error(`[payments] cancellation email not sent: ${(error as Error).message}`);
      return false;
    }
  };

  return { sendOrderEmail, sendCancellationEmail };
};

export type Notifications = ReturnType<typeof createNotifications>;
