import { describe, expect, it } from 'vitest';
import { linkPhoneNumbers } from './link-phone-numbers';

describe('linkPhoneNumbers', () => {
  it('turns bold numbers into tel: links that stay bold', () => {
    expect(linkPhoneNumbers('Call or text **988**.')).toBe('Call or text [**988**](tel:988).');
    expect(linkPhoneNumbers('- **112** in the EU')).toBe('- [**112**](tel:112) in the EU');
    expect(linkPhoneNumbers('Call **116 123** (free)')).toBe('Call [**116 123**](tel:116123) (free)');
    expect(linkPhoneNumbers('Call **13 11 14**.')).toBe('Call [**13 11 14**](tel:131114).');
    expect(linkPhoneNumbers('**+44 800-123**')).toBe('[**+44 800-123**](tel:+44800123)');
  });

  it('leaves words, short numbers and existing links alone', () => {
    const text = '**United States:** **Steady is not an emergency service.** **9** [**988**](tel:988) [call](tel:911)';
    expect(linkPhoneNumbers(text)).toBe(text);
  });
});
