import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SharePart } from '@steady/contracts';

/** What each part of a shared summary is called, in the order the summary shows them. */
export const SHARE_PART_WORDS: Record<SharePart, MessageDescriptor> = {
  diary: msg({ message: 'Diary card', comment: 'a part of the summary that can be shared with a therapist' }),
  ratings: msg({ message: 'What helps me', comment: 'a part of the summary that can be shared: which skills eased distress' }),
  plan: msg({ message: 'Safety plan', comment: 'a part of the summary that can be shared with a therapist' }),
};
export const SHARE_PART_ORDER: readonly SharePart[] = ['diary', 'ratings', 'plan'];
