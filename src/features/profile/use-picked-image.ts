import { useCallback, useEffect, useRef, useState } from 'react';

interface PickedImage {
  file: File;
  previewUrl: string;
}

/**
 * The image the member picked and a blob: URL to preview it. The URL is made when the file is
 * picked and revoked when another is picked, the pick is cleared or the screen closes, so repeated
 * picks of large photos do not pile up in memory.
 */
export function usePickedImage() {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const liveUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    if (liveUrl.current) URL.revokeObjectURL(liveUrl.current);
    liveUrl.current = null;
  }, []);

  const pick = useCallback(
    (file: File | null) => {
      release();
      if (!file) {
        setPicked(null);
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      liveUrl.current = previewUrl;
      setPicked({ file, previewUrl });
    },
    [release],
  );

  useEffect(() => release, [release]);

  return { file: picked?.file ?? null, previewUrl: picked?.previewUrl ?? null, pick };
}
