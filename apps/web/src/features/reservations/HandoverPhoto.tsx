import { API_BASE } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '../../lib/api.ts';

/** The smallest variant the server makes: enough for a thumbnail, light on a phone. */
const THUMBNAIL_WIDTH = 320;

/**
 * A hand-over photo. It is served only to the office and the booking's customer, so it is
 * fetched with the signed-in token (an <img src> would go without it) and shown from memory.
 */
export function HandoverPhoto({ url, alt }: { url: string; alt: string }) {
  const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
  const photo = useQuery({
    queryKey: ['handover-photo', path],
    queryFn: () =>
      apiRequest<Blob>(path, { query: { width: THUMBNAIL_WIDTH }, responseType: 'blob' }),
    // A photo never changes once recorded.
    staleTime: Infinity,
  });
  const src = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : null), [photo.data]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  if (photo.isError)
    return <span className="handover-photo handover-photo-missing">{alt}: not available</span>;
  if (!src)
    return <span className="handover-photo" aria-busy="true" aria-label={`Loading ${alt}`} />;
  return (
    <img className="handover-photo" src={src} alt={alt} width={THUMBNAIL_WIDTH} height={240} />
  );
}
