/**
 * The account forms' image fields (docs/accounts.md "The account pages"): as soon as a file
 * is chosen, a preview made from it in the browser and its pixel size, and the reason a
 * file will be refused (type, bytes, more pixels than the image service decodes, in all or a
 * side, too few pixels for the largest size chosen) before megabytes travel. The server checks again; without this script the form works the same.
 */
import { sizeProblem } from '../../shared/photo-limits';
import { ORIENTATIONS, POSTER_SIZES, requiredPixels, type PosterOrientation } from '../../shared/poster-print';

interface Messages {
  type: string;
  large: string;
  damaged: string;
  /** More pixels a side than the image service decodes (IMAGE_LIMITS.maxSide, the photos' limit too). */
  huge: string;
  /** More pixels in all than the image service decodes (IMAGE_LIMITS.maxPixels). */
  megapixels: string;
  pixels: string;
  chosen: string;
  preview: string;
  /** A poster's hint with {{width}} and {{height}}: written again when the orientation or sizes change. */
  hint?: string;
}

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The pixels the form's current orientation and sizes need (a poster form), or the field's own minimum. */
function needed(input: HTMLInputElement): { width: number; height: number } {
  const form = input.form;
  const min = Number(input.dataset.minPixels ?? 0);
  if (!form || input.dataset.imageCheck !== 'poster') return { width: min, height: min };
  const chosen = form.querySelector<HTMLInputElement>('input[name="orientation"]:checked')?.value;
  const orientation: PosterOrientation = ORIENTATIONS.find((value) => value === chosen) ?? 'portrait';
  const sizes = [...form.querySelectorAll<HTMLInputElement>('input[name="sizes"]:checked')]
    .map((box) => box.value)
    .filter((size) => POSTER_SIZES[orientation].includes(size));
  return requiredPixels(orientation, sizes.length > 0 ? sizes : POSTER_SIZES[orientation].slice(0, 1));
}

function dimensions(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** The form fields whose change alters the pixels a poster's print image needs. */
const NEED_FIELDS = new Set(['orientation', 'sizes']);

export function bootImageField(input: HTMLInputElement): void {
  const messages = JSON.parse(input.dataset.messages ?? '{}') as Messages;
  const maxBytes = Number(input.dataset.maxBytes ?? Infinity);
  const status = input.parentElement?.querySelector<HTMLElement>('.image-check');
  /** The chosen file as read: its preview and pixel size (null: the browser could not read it). */
  let chosen: { file: File; url: string; preview: HTMLImageElement | null; size: { width: number; height: number } | null } | null = null;

  const show = (text: string, problem: boolean) => {
    input.setCustomValidity(problem ? text : '');
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (!status) return;
    status.textContent = text;
    status.className = problem ? 'image-check field-error' : 'image-check hint';
  };

  /** The hint names the pixels the form asks for now (only a poster's field has a template for it). */
  const hint = document.getElementById(`${input.id}-hint`);
  const showNeed = () => {
    if (hint && messages.hint) hint.textContent = fill(messages.hint, needed(input));
  };

  /** The verdict on the chosen file for what the form asks now; the preview is left as it is. */
  const judge = () => {
    const file = input.files?.[0];
    if (!file || !chosen || chosen.file !== file) return;
    if (!chosen.size) return show(messages.damaged, true);
    const need = needed(input);
    const { size } = chosen;
    // The commerce API's rule (shared/photo-limits.ts sizeProblem): the area first, then a side.
    const tooBig = sizeProblem(size);
    if (tooBig) return show(tooBig === 'too_many_megapixels' ? messages.megapixels : messages.huge, true);
    if (size.width < need.width || size.height < need.height) {
      return show(fill(messages.pixels, { ...size, needWidth: need.width, needHeight: need.height }), true);
    }
    show(fill(messages.chosen, { ...size, size: sizeText(file.size) }), false);
  };

  /** A new file: the old preview goes, the new one is read once. */
  const choose = async () => {
    if (chosen) {
      URL.revokeObjectURL(chosen.url);
      chosen.preview?.remove();
      chosen = null;
    }
    const file = input.files?.[0];
    if (!file) return show('', false);
    if (!TYPES.includes(file.type)) return show(messages.type, true);
    if (file.size > maxBytes) return show(messages.large, true);
    const url = URL.createObjectURL(file);
    const reading = { file, url, preview: null as HTMLImageElement | null, size: null as { width: number; height: number } | null };
    chosen = reading;
    const size = await dimensions(url);
    // Another file was chosen meanwhile: its own read shows it.
    if (chosen !== reading) return;
    reading.size = size;
    if (size) {
      reading.preview = document.createElement('img');
      reading.preview.className = 'image-chosen';
      reading.preview.src = url;
      reading.preview.alt = messages.preview;
      // Its box is reserved from the pixel size before it is drawn (no jump when it paints).
      reading.preview.width = size.width;
      reading.preview.height = size.height;
      status?.insertAdjacentElement('beforebegin', reading.preview);
    }
    judge();
  };

  input.addEventListener('change', () => void choose());
  // A different orientation or size changes what the chosen file must have: the verdict is
  // redone from the size already read. Any other field's change (a text field's, fired when
  // it loses focus, on the very mousedown of a click elsewhere) leaves the field alone, so
  // nothing moves under the pointer and the click lands where it was aimed.
  input.form?.addEventListener('change', (event) => {
    const field = event.target;
    if (field === input || !(field instanceof HTMLInputElement) || !NEED_FIELDS.has(field.name)) return;
    if (input.dataset.imageCheck !== 'poster') return;
    showNeed();
    judge();
  });
  // The browser may have restored other choices than the page was sent with (back, reload).
  showNeed();
  // A file chosen before this script arrived (a slow connection, a quick artist): its change
  // event has passed, so it is read now.
  if (input.files?.length) void choose();
}
