import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadImage } from './preload-image';

afterEach(() => vi.unstubAllGlobals());

describe('preloadImage', () => {
  it('asks for the image at high priority', () => {
    const made: HTMLImageElement[] = [];
    const RealImage = Image;
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        constructor() {
          super();
          made.push(this);
        }
      },
    );
    preloadImage('/uploads/skill.svg');
    expect(made).toHaveLength(1);
    expect(made[0]?.getAttribute('src')).toBe('/uploads/skill.svg');
    expect(made[0]?.fetchPriority).toBe('high');
  });

  it('does nothing without an address', () => {
    const spy = vi.fn();
    vi.stubGlobal('Image', spy);
    preloadImage(undefined);
    expect(spy).not.toHaveBeenCalled();
  });
});
