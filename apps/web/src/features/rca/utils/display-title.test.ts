import { describe, expect, it } from 'vitest';
import { displayTitle } from './display-title';

describe('displayTitle', () => {
  it.each([
    ['feelingLonely', 'feeling Lonely'],
    ['work_stress', 'work stress'],
    ['a,b-c', 'a b c'],
    ['fearOfMissingOut', 'fear Of Missing Out'],
    ['too_much-noise,people', 'too much noise people'],
    ['Conflict with someone', 'Conflict with someone'],
    ["I can't cope with this", "I can't cope with this"],
    ['  spaced__out--  ', 'spaced out'],
    ['ADHD', 'ADHD'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(displayTitle(input)).toBe(expected);
  });
});
