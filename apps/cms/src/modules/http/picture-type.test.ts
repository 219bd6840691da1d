import { describe, expect, it } from 'vitest';
import { isPictureOfType } from './picture-type';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);

describe('isPictureOfType', () => {
  it('accepts each type by its first bytes', () => {
    expect(isPictureOfType(PNG, 'image/png')).toBe(true);
    expect(isPictureOfType(JPEG, 'image/jpeg')).toBe(true);
    expect(isPictureOfType(WEBP, 'image/webp')).toBe(true);
  });

  it('refuses a picture labelled as another type, text, and files too short to be a picture', () => {
    expect(isPictureOfType(PNG, 'image/jpeg')).toBe(false);
    expect(isPictureOfType(JPEG, 'image/webp')).toBe(false);
    expect(isPictureOfType(WEBP, 'image/png')).toBe(false);
    expect(isPictureOfType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')).toBe(false);
    expect(isPictureOfType(Buffer.from('RIFF1234WAVE'), 'image/webp')).toBe(false);
    expect(isPictureOfType(PNG.subarray(0, 8), 'image/png')).toBe(false);
    expect(isPictureOfType(JPEG.subarray(0, 3), 'image/jpeg')).toBe(false);
    expect(isPictureOfType(Buffer.alloc(0), 'image/png')).toBe(false);
  });
});
