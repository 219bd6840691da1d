import { documentIdParamSchema, orderSchema, type Order } from '@steady/contracts';
import { paths } from '@/config/paths';

/** What the subscribe flow hands the thank-you page (navigation state). */
export type ThankYouState = { order: Order };

/** The thank-you page keeps the order's id in its URL, so a reload can load it again (DESIGN.md). */
export const thankYouHref = (orderId: string) => `${paths.orderThankYou.getHref()}?order=${encodeURIComponent(orderId)}`;

/** The order from navigation state, if it is one. */
export function orderFromState(state: unknown): Order | null {
  if (!state || typeof state !== 'object' || !('order' in state)) return null;
  const parsed = orderSchema.safeParse((state as { order: unknown }).order);
  return parsed.success ? parsed.data : null;
}

/** The `?order=` id, if it looks like one. */
export function orderIdFromSearch(search: URLSearchParams): string | null {
  const raw = search.get('order');
  if (!raw) return null;
  return documentIdParamSchema.safeParse(raw).success ? raw : null;
}
