import { describe, expect, it } from 'vitest';
import { safeClassNames } from './class-names';

describe('safeClassNames', () => {
  it('keeps valid class names only', () => {
    expect(safeClassNames('page-sos  extra_1')).toEqual(['page-sos', 'extra_1']);
    expect(safeClassNames('"><script> x" 1abc ok')).toEqual(['ok']);
    expect(safeClassNames(null)).toEqual([]);
  });
});
