import { useEffect, useState } from 'react';
import { useSafetyPlanPicture } from '../api/safety-plan';

/** The stored picture as a blob: URL (the request carries the token; an <img> could not), revoked when done. */
export function usePictureUrl(hasPicture: boolean) {
  const picture = useSafetyPlanPicture(hasPicture);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture.data) return;
    const objectUrl = URL.createObjectURL(picture.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [picture.data]);
  return { url: hasPicture ? url : null, isError: picture.isError };
}
