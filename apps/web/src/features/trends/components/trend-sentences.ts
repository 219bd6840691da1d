import { useLingui } from '@lingui/react/macro';
import type { Comparison } from '../utils/compare';
import type { Bucket } from '../utils/periods';
import type { BucketWords } from './period-words';

type Words = { wordsOf: (bucket: Bucket) => BucketWords; span: string };

/** The one sentence under the urges chart. */
export function useUrgeSentence({ wordsOf, span }: Words) {
  const { t } = useLingui();
  return (c: Comparison): string => {
    if (c.kind === 'none') return t`No urges rated in ${span} yet.`;
    const latest = wordsOf(c.latest).phrase;
    if (c.kind === 'one') return t`Your urges were rated only in ${latest} so far.`;
    const previous = wordsOf(c.previous).phrase;
    if (c.kind === 'lower') return t`Your urges were lower in ${latest} than in ${previous}.`;
    if (c.kind === 'higher') return t`Your urges were stronger in ${latest} than in ${previous}.`;
    return t`Your urges were about the same in ${latest} as in ${previous}.`;
  };
}

/** The one sentence under the emotions chart: the emotion that changed most, if any did. */
export function useEmotionSentence({ wordsOf, span }: Words) {
  const { t } = useLingui();
  return (picked: { name: string; comparison: Comparison } | null): string => {
    if (!picked || picked.comparison.kind === 'none') return t`No emotions rated in ${span} yet.`;
    const c = picked.comparison;
    const emotion = picked.name;
    const latest = wordsOf(c.latest).phrase;
    if (c.kind === 'one') return t`Your emotions were rated only in ${latest} so far.`;
    const previous = wordsOf(c.previous).phrase;
    if (c.kind === 'lower') return t`Of your emotions, ${emotion} changed the most: lower in ${latest} than in ${previous}.`;
    if (c.kind === 'higher') return t`Of your emotions, ${emotion} changed the most: stronger in ${latest} than in ${previous}.`;
    return t`Your emotions were about the same in ${latest} as in ${previous}.`;
  };
}
