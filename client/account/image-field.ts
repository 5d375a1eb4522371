/**
 * The account forms' image fields (docs/accounts.md "The account pages"): as soon as a file
 * is chosen, a preview made from it in the browser and its pixel size, and the reason a
 * file will be refused (type, bytes, too few pixels for the largest size chosen) before
 * megabytes travel. The server checks again; without this script the form works the same.
 */
import { ORIENTATIONS, POSTER_SIZES, requiredPixels, type PosterOrientation } from '../../shared/poster-print';

interface Messages {
  type: string;
  large: string;
  damaged: string;
  pixels: string;
  chosen: string;
  preview: string;
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

export function bootImageField(input: HTMLInputElement): void {
  const messages = JSON.parse(input.dataset.messages ?? '{}') as Messages;
  const maxBytes = Number(input.dataset.maxBytes ?? Infinity);
  const status = input.parentElement?.querySelector<HTMLElement>('.image-check');
  let preview: HTMLImageElement | null = null;
  let url: string | null = null;

  const show = (text: string, problem: boolean) => {
    input.setCustomValidity(problem ? text : '');
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (!status) return;
    status.textContent = text;
    status.className = problem ? 'image-check field-error' : 'image-check hint';
  };

  const check = async () => {
    if (url) URL.revokeObjectURL(url);
    preview?.remove();
    preview = null;
    url = null;
    const file = input.files?.[0];
    if (!file) return show('', false);
    if (!TYPES.includes(file.type)) return show(messages.type, true);
    if (file.size > maxBytes) return show(messages.large, true);
    url = URL.createObjectURL(file);
    const size = await dimensions(url);
    if (!size) return show(messages.damaged, true);
    preview = document.createElement('img');
    preview.className = 'image-chosen';
    preview.src = url;
    preview.alt = messages.preview;
    status?.insertAdjacentElement('beforebegin', preview);
    const need = needed(input);
    if (size.width < need.width || size.height < need.height) {
      return show(fill(messages.pixels, { ...size, needWidth: need.width, needHeight: need.height }), true);
    }
    show(fill(messages.chosen, { ...size, size: sizeText(file.size) }), false);
  };

  input.addEventListener('change', () => void check());
  // A different orientation or size changes what the chosen file must have.
  input.form?.addEventListener('change', (event) => {
    if (event.target !== input && input.files?.length) void check();
  });
}
