import { describe, expect, it } from 'vitest';
import { normalizeHeadings } from './normalize-headings';

describe('normalizeHeadings', () => {
  it('lifts the highest heading to # and keeps the others below it', () => {
    expect(normalizeHeadings('## One\n\ntext\n\n### Two\n\n## Three')).toBe('# One\n\ntext\n\n## Two\n\n# Three');
  });

  it('leaves content that starts at # or has no headings alone', () => {
    expect(normalizeHeadings('# One\n\n## Two')).toBe('# One\n\n## Two');
    expect(normalizeHeadings('Just **text** with a #hashtag')).toBe('Just **text** with a #hashtag');
  });
});
