import type { SafetyPlanPictureBody } from '@steady/contracts';

type PictureType = SafetyPlanPictureBody['type'];

/** The first bytes every file of each type starts with (its "magic number"). */
const looksLike: Record<PictureType, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

/** True when the bytes really are a picture of the type the client named (never trust the label alone). */
export const isPictureOfType = (bytes: Buffer, type: PictureType): boolean => looksLike[type](bytes);
