import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns every character that could open markup or end an attribute into an entity', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe('&#60;script&#62;alert(&#34;x&#34;) &#38; &#39;y&#39;&#60;/script&#62;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Sam Tester — café, 100%')).toBe('Sam Tester — café, 100%');
    expect(escapeHtml('')).toBe('');
  });
});
