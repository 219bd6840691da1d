import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loadErrorAdvice } from './load-error';

describe('loadErrorAdvice', () => {
  it('tells a person the service is away, calmly, and that the app keeps trying', () => {
    expect(loadErrorAdvice(new ApiError(503, 'x', { retryAfterMs: 5000 }))).toBe(
      'We are having trouble reaching our service. We will keep trying, or you can tap Try again.',
    );
  });

  it('still speaks of the connection when there was no answer, and of the problem otherwise', () => {
    expect(loadErrorAdvice(new ApiError(0, 'x'))).toMatch(/connection dropped/);
    expect(loadErrorAdvice(new ApiError(404, 'We could not find that'))).toBe('We could not find that. Tap Try again, or come back in a moment.');
  });
});
