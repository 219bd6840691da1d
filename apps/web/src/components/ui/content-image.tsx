import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';

type ContentImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'onError'> & {
  /** Shown instead when the image cannot be (e.g. a placeholder that keeps a card's shape). */
  fallback?: ReactNode;
};

/** True for an image the browser tried and could not show (offline, or gone from the server). */
const failedToLoad = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

/**
 * An image from the CMS (uploads) that leaves the screen when it cannot be shown, instead of a broken-image
 * icon beside its alt text: offline, a picture nobody opened before is not in the worker's cache, and the
 * words around it matter more. Prerendered, the image may fail before React is there to hear it, so a
 * mounted image that already failed counts too.
 */
export function ContentImage({ fallback = null, ...props }: ContentImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (props.src !== undefined && failedSrc === props.src) return fallback;
  return (
    <img
      {...props}
      ref={(img) => {
        if (img && failedToLoad(img)) setFailedSrc(props.src);
      }}
      onError={() => setFailedSrc(props.src)}
    />
  );
}
