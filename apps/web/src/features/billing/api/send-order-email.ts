import { emailSentSchema, orderEmailBodySchema } from '@steady/contracts';
import { api } from '@/lib/api-client';

/** POST /api/email/order-email (bearer): sends the order email only if the server has not sent it yet. */
export const sendOrderEmail = (orderId: string) => api.post('/email/order-email', orderEmailBodySchema.parse({ orderId }), { schema: emailSentSchema });
