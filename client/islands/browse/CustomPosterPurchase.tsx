import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { TEMPLATE_PARAM, parseTemplateValues } from '../../../shared/cart-links';
import type { CustomTemplate } from '../../../shared/custom-poster/designs';
import { checkEditor } from '../../../shared/custom-poster/editor';
import { designSummary, renderUrl, sheetOf } from '../../../shared/custom-poster/render-url';
import { formatMoney } from '../../../shared/money';
import { customPosterLines, isBuyable, linesTotal, type FrameOffer } from '../../../shared/purchase';
import { labelsTranslator } from '../../i18n';
import { usePreview } from './purchase/custom-poster-preview';
import { CustomPosterEditor, fieldId, type EditorLabels } from './purchase/CustomPosterEditor';
import { usePosterChoice } from './purchase/poster-choice';
import { PosterChoices, PosterPrice, QuantityField, type PosterLabels } from './purchase/PosterChoices';
import { addPurchase, PurchasePanel, type PanelProps } from './purchase/PurchasePanel';

export interface CustomPosterLabels extends PosterLabels, EditorLabels {
  /** "Your poster reading: {{text}}" */
  previewTypography: string;
  /** "Your star map of {{place}} on {{date}}" */
  previewStarMap: string;
  /** "Preview updated: {{description}}" */
  previewUpdated: string;
  previewFailed: string;
  invalid: string;
}

export interface CustomPosterPurchaseProps extends PanelProps<CustomPosterLabels> {
  frames: FrameOffer[];
  template: CustomTemplate;
  /** The values the editor opens with (the product's start, checked on the server). */
  start: Record<string, string>;
}

/**
 * The purchase panel's custom poster variant (./purchase/PurchasePanel.tsx, docs/designers.md
 * "Custom poster editor"): the design in the product's template (./purchase/CustomPosterEditor.tsx),
 * a live preview that is the print's own drawing (the render route's PNG), size, frame and
 * quantity, and add to cart. What is typed is checked by the shared schema as it changes.
 * Its own island, so other product pages load none of it.
 */
export default function CustomPosterPurchase({ product, frames, template, start, money, labels }: CustomPosterPurchaseProps) {
  const text = useMemo(() => labelsTranslator(labels, money.iso), [labels, money.iso]);
  const price = (amount: number) => formatMoney(amount, money);
  const [values, setValues] = useState<Record<string, string>>(start);
  const choice = usePosterChoice({
    product,
    frames,
    extra: {},
    frameUnavailable: (frame, size) => text('frameUnavailable', { frame, size }),
  });
  const { selection, variation } = choice;
  /** A field to focus after the next render (a line added or removed). */
  const [focusField, setFocusField] = useState<string | null>(null);

  // Opened from its cart line (?template=, docs/designers.md "How the values travel"): the design it was made with. The island
  // hydrates at load for such an address (client/islands/browse/index.ts).
  useEffect(() => {
    const linked = parseTemplateValues(new URLSearchParams(location.search).get(TEMPLATE_PARAM));
    if (linked?.template === template) setValues(linked);
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (focusField === null) return;
    document.getElementById(fieldId(focusField))?.focus();
    setFocusField(null);
  }, [focusField]);

  const checked = useMemo(() => checkEditor(values), [values]);
  const sheet = sheetOf(variation?.name);
  const [sheetWidth = 5, sheetHeight = 7] = (sheet ?? '50x70').split('x').map(Number);
  const describe = (design: Record<string, string>) =>
    design.template === 'star-map'
      ? text('previewStarMap', { place: design.place ?? '', date: design.date ?? '' })
      : text('previewTypography', { text: designSummary(design).join(' / ') });
  const wanted = checked.values ? { url: renderUrl(checked.values, { sheet })!, alt: describe(checked.values) } : null;
  const preview = usePreview(wanted);

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    choice.setMessage('');
  };
  const lines = checked.values ? customPosterLines(product, frames, selection, checked.values, renderUrl(checked.values, { sheet })) : [];

  function add(event: FormEvent) {
    event.preventDefault();
    const quantity = choice.quantity.settle();
    if (!checked.values) {
      // The first field to correct takes the focus, so a keyboard or screen reader user is taken to it.
      const [field] = Object.keys(checked.issues);
      if (field) document.getElementById(fieldId(field === 'lines' ? 'line1' : field))?.focus();
      choice.setMessage(labels.invalid);
      return;
    }
    const added = customPosterLines(product, frames, { ...selection, quantity }, checked.values, renderUrl(checked.values, { sheet }));
    if (addPurchase(added)) choice.setMessage(labels.added);
  }

  const status =
    checked.values === null
      ? labels.invalid
      : preview.hasFailed
        ? labels.previewFailed
        : preview.updates > 0 && preview.shown
          ? text('previewUpdated', { description: preview.shown.alt })
          : '';
  const media = (
    <figure className="preview custom-poster-preview" aria-busy={preview.isLoading}>
      {checked.values === null || !preview.shown ? (
        <p className="custom-poster-invalid" data-testid="custom-poster-invalid">
          {labels.invalid}
        </p>
      ) : (
        <img
          src={preview.shown.url}
          width={400}
          height={Math.round((400 * sheetHeight) / sheetWidth)}
          alt={preview.shown.alt}
          data-testid="custom-poster-preview"
          className={preview.isLoading ? 'is-updating' : undefined}
        />
      )}
      <figcaption role="status" className="custom-poster-status visually-hidden">
        {status}
      </figcaption>
    </figure>
  );
  return (
    <PurchasePanel
      media={media}
      className="custom-poster-purchase"
      noValidate
      onAdd={add}
      quantity={<QuantityField label={labels.quantity} quantity={choice.quantity} />}
      addLabel={labels.add}
      isAddDisabled={!variation || !isBuyable(variation.stock_status)}
      notes={lines.length > 1 && <p className="total">{text('total', { price: price(linesTotal(lines)) })}</p>}
      status={choice.message}
    >
      <PosterPrice unit={choice.unit} labels={labels} iso={money.iso} price={price} />
      <CustomPosterEditor
        template={template}
        values={values}
        issues={checked.issues}
        labels={labels}
        text={text}
        onChange={change}
        onLines={(update, focus) => {
          setValues(update);
          setFocusField(focus);
        }}
      />
      <PosterChoices product={product} choice={choice} labels={labels} iso={money.iso} price={price} />
    </PurchasePanel>
  );
}
