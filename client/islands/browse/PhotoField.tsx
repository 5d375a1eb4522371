import { useEffect, useMemo, useRef, useState } from 'react';
import type { PhotoMetadata } from '../../../shared/types';
import { labelsTranslator } from '../../i18n';

/** What the field says (placeholders such as {{width}} filled in here). */
export interface PhotoLabels {
  label: string;
  /** "JPEG, PNG or WebP, at most 25 MB. …" */
  hint: string;
  type: string;
  heic: string;
  large: string;
  damaged: string;
  /** "… at most {{max}} megapixels in all." (filled in) */
  megapixels: string;
  /** The file claims another type than it is, or carries a web page. */
  mismatch: string;
  huge: string;
  uploading: string;
  /** "Your photo is uploaded ({{width}} × {{height}} pixels)." */
  uploaded: string;
  failed: string;
  /** Too few pixels for {{size}}; {{largest}} prints sharply. */
  low: string;
  /** Too few pixels for any size; {{size}} needs {{needWidth}} × {{needHeight}}. */
  lowNone: string;
  needed: string;
  preview: string;
}

/** The chosen photo as the page shows it: its preview, its pixels and, once uploaded, the line's reference. */
export interface ChosenPhoto {
  preview: string;
  width: number;
  height: number;
  photo: PhotoMetadata | null;
}

type Tools = typeof import('./photo-upload');
type Problem = Extract<Awaited<ReturnType<Tools['readPhoto']>>, { ok: false }>['problem'];

const PROBLEM_LABEL: Record<Problem, keyof PhotoLabels> = {
  empty: 'damaged',
  corrupt: 'damaged',
  too_large: 'large',
  heic: 'heic',
  unknown_type: 'type',
  too_many_pixels: 'huge',
  too_many_megapixels: 'megapixels',
  type_mismatch: 'mismatch',
  undecodable: 'damaged',
};

export const PHOTO_INPUT_ID = 'byop-photo';

/**
 * A photo poster's photo (docs/designers.md "Photo posters"): the file is checked in the
 * browser first (photo-upload.ts, a chunk loaded when a file is chosen), previewed by the
 * panel, uploaded at once, and its reference handed to the panel for the cart line. Errors
 * show in a role=alert region; the warning about too few pixels follows the chosen size.
 */
export function PhotoField({
  labels,
  size,
  sizes,
  isDemanded,
  onChange,
}: {
  labels: PhotoLabels;
  /** The chosen size's variation name ("50x70 cm") and all of them. */
  size: string;
  sizes: string[];
  /** Adding to the cart was refused for want of a photo. */
  isDemanded: boolean;
  onChange: (chosen: ChosenPhoto | null) => void;
}) {
  const text = useMemo(() => labelsTranslator(labels), [labels]);
  const input = useRef<HTMLInputElement>(null);
  const attempt = useRef<{ controller: AbortController; url: string | null } | null>(null);
  const [tools, setTools] = useState<Tools | null>(null);
  const [pixels, setPixels] = useState<{ width: number; height: number } | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  async function choose(file: File | undefined) {
    const previous = attempt.current;
    previous?.controller.abort();
    if (previous?.url) URL.revokeObjectURL(previous.url);
    const current = { controller: new AbortController(), url: null as string | null };
    attempt.current = file ? current : null;
    onChange(null);
    setPixels(null);
    setError('');
    setStatus('');
    if (!file) return;
    const isCurrent = () => attempt.current === current;
    let loaded: Tools;
    try {
      loaded = await import('./photo-upload');
    } catch {
      if (isCurrent()) setError(labels.failed);
      return;
    }
    setTools(() => loaded);
    const check = await loaded.readPhoto(file);
    if (!isCurrent()) return;
    if (!check.ok) {
      setError(text(PROBLEM_LABEL[check.problem]));
      return;
    }
    const { width, height } = check;
    current.url = URL.createObjectURL(file);
    setPixels({ width, height });
    onChange({ preview: current.url, width, height, photo: null });
    setStatus(labels.uploading);
    let result: Awaited<ReturnType<Tools['uploadPhoto']>>;
    try {
      result = await loaded.uploadPhoto(file, check.type, current.controller.signal);
    } catch {
      return; // aborted: another file was chosen
    }
    if (!isCurrent()) return;
    if (result.ok) {
      onChange({ preview: current.url, width, height, photo: result.photo });
      setStatus(text('uploaded', { width, height }));
    } else {
      setStatus('');
      setError(result.message ?? labels.failed);
    }
  }

  // A file chosen before the panel was interactive (it hydrates on the first interaction) is taken now.
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file) void choose(file);
    return () => {
      attempt.current?.controller.abort();
      if (attempt.current?.url) URL.revokeObjectURL(attempt.current.url);
    };
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const warning = tools && pixels ? tools.photoWarning(pixels, size, sizes) : null;
  const shown = error || (isDemanded ? labels.needed : '');
  return (
    <div className="photo-field">
      <label htmlFor={PHOTO_INPUT_ID}>{labels.label}</label>
      <input
        ref={input}
        id={PHOTO_INPUT_ID}
        type="file"
        name="photo"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${PHOTO_INPUT_ID}-hint ${PHOTO_INPUT_ID}-error`}
        aria-invalid={shown ? 'true' : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${PHOTO_INPUT_ID}-hint`} className="hint">
        {labels.hint}
      </p>
      <p id={`${PHOTO_INPUT_ID}-error`} role="alert" className="field-error">
        {shown}
      </p>
      <div aria-live="polite">
        {warning && pixels && (
          <p className="photo-warning" data-testid="photo-warning">
            {warning.largest
              ? text('low', { ...pixels, size, largest: warning.largest })
              : text('lowNone', { ...pixels, size, needWidth: warning.need.width, needHeight: warning.need.height })}
          </p>
        )}
      </div>
      <p role="status" className="photo-status">
        {status}
      </p>
    </div>
  );
}
