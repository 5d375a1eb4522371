import { useEffect, useState } from 'react';

/** How long typing pauses before the preview is asked for (ms). */
const PREVIEW_DELAY = 250;

export interface PreviewPicture {
  url: string;
  alt: string;
}

/**
 * The custom poster editor's preview (docs/designers.md "Custom poster editor"): the
 * picture of the values asked for `delay` ms after they last changed, loaded beside the
 * one shown, which stays until the new one has arrived.
 */
export function usePreview(wanted: PreviewPicture | null, delay = PREVIEW_DELAY) {
  const [shown, setShown] = useState<PreviewPicture | null>(wanted);
  const [failed, setFailed] = useState<string | null>(null);
  const [updates, setUpdates] = useState(0);
  const url = wanted?.url ?? null;
  useEffect(() => {
    if (wanted === null || wanted.url === shown?.url) return;
    let image: HTMLImageElement | undefined;
    const timer = setTimeout(() => {
      image = new Image();
      image.onload = () => {
        setShown(wanted);
        setUpdates((count) => count + 1);
      };
      image.onerror = () => setFailed(wanted.url);
      image.src = wanted.url;
    }, delay);
    return () => {
      clearTimeout(timer);
      if (image) image.onload = image.onerror = null;
    };
    // The wanted picture is its URL (its alt follows from the same values).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, shown?.url, delay]);
  return { shown, isLoading: url !== null && url !== shown?.url && failed !== url, hasFailed: url !== null && failed === url, updates };
}
