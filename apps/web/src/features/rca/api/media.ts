/** The one media shape of every content view (packages/contracts). */
export type { Media } from '@steady/contracts';
