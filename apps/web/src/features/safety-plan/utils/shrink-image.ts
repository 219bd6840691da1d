import { t } from '@lingui/core/macro';
import { SAFETY_PLAN_PICTURE_MAX_BYTES } from '@steady/contracts';

/** Sizes and qualities tried in turn until the JPEG fits the server's limit. */
const ATTEMPTS = [
  { side: 1280, quality: 0.82 },
  { side: 1024, quality: 0.75 },
  { side: 800, quality: 0.7 },
  { side: 640, quality: 0.6 },
  { side: 480, quality: 0.5 },
] as const;

/** The errors say what to do, in the active language (they are shown to the person as they are). */
const tooLarge = () => new Error(t`This picture could not be made small enough. Please choose another one.`);
const unreadable = () => new Error(t`This file could not be read as a picture. Please choose a JPEG, PNG or WebP image.`);

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** Shrinks a chosen photo in the browser (canvas → JPEG) so it fits SAFETY_PLAN_PICTURE_MAX_BYTES. */
export async function shrinkImage(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw unreadable();
  }
  try {
    for (const { side, quality } of ATTEMPTS) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw unreadable();
      // JPEG has no transparency: a white ground instead of black behind transparent PNGs.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await toJpeg(canvas, quality);
      if (blob && blob.size <= SAFETY_PLAN_PICTURE_MAX_BYTES) return blob;
    }
  } finally {
    bitmap.close();
  }
  throw tooLarge();
}

/** The blob's bytes as base64 (without the data: prefix), as the picture route expects. */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(unreadable());
    reader.readAsDataURL(blob);
  });
}
