import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { TEMPLATE_PARAM, parseTemplateValues } from '../../../shared/cart-links';
import {
  TEMPLATE_FIELDS,
  TYPOGRAPHY_FONTS,
  TYPOGRAPHY_LAYOUTS,
  TYPOGRAPHY_LIMITS,
  type CustomTemplate,
} from '../../../shared/designer/custom-poster';
import type { DesignIssueKind } from '../../../shared/designer/custom-poster';
import { addLine, checkEditor, FONT_NAMES, linesOf, removeLine, SWATCHES, type SwatchName } from '../../../shared/designer/editor';
import { designSummary, renderUrl, sheetOf } from '../../../shared/designer/render-url';
import { formatMoney } from '../../../shared/money';
import {
  clampPurchaseQuantity,
  customPosterLines,
  frameAfterSizeChange,
  framesForSize,
  hasChoice,
  initialVariation,
  isBuyable,
  linesTotal,
  piecePrice,
  type FrameOffer,
  type PurchaseProduct,
} from '../../../shared/purchase';
import type { StockStatus, Variation } from '../../../shared/types';
import type { PluralForms } from '../../../shared/i18n';
import { labelsTranslator } from '../../i18n';
import { addToCart } from '../../state/cart';
import { FrameChoices, QuantityField, SizeChoices, TiersAndStock, UnitPrice, useQuantityText } from './PurchaseChoices';

export interface CustomPosterLabels {
  /** The panel's shared words (as ProductPurchase has them). */
  size: string;
  frame: string;
  noFrame: string;
  framePerPoster: string;
  /** "{{frame}} is not available in {{size}}, so no frame is chosen." */
  frameUnavailable: string;
  quantity: string;
  tiers: string;
  tier: string | PluralForms;
  discount: string;
  originalPrice: string;
  total: string;
  add: string;
  added: string;
  stock: Record<StockStatus, string>;
  /** The editor's own words (locales/browse custom_poster). */
  design: string;
  lines: string;
  /** "Line {{n}}" */
  line: string;
  addLine: string;
  /** "Remove line {{n}}" */
  removeLine: string;
  font: string;
  layout: string;
  layouts: Record<(typeof TYPOGRAPHY_LAYOUTS)[number], string>;
  foreground: string;
  background: string;
  otherColour: string;
  colours: Record<SwatchName, string>;
  place: string;
  date: string;
  latitude: string;
  longitude: string;
  coordinatesHint: string;
  caption: string;
  /** "Your poster reading: {{text}}" */
  previewTypography: string;
  /** "Your star map of {{place}} on {{date}}" */
  previewStarMap: string;
  /** "Preview updated: {{description}}" */
  previewUpdated: string;
  previewFailed: string;
  invalid: string;
  /** What is wrong with a field ({{max}} in long, {{min}} and {{max}} in range); `lines` when no line holds text. */
  errors: Record<DesignIssueKind | 'lines', string>;
}

export interface CustomPosterPurchaseProps {
  product: PurchaseProduct;
  frames: FrameOffer[];
  template: CustomTemplate;
  /** The values the editor opens with (the product's start, checked on the server). */
  start: Record<string, string>;
  money: { iso: string; currency: 'SEK' | 'DKK' | 'GBP' | 'EUR'; currencyDecimals: 0 | 2 };
  labels: CustomPosterLabels;
}

/** How long typing pauses before the preview is asked for (ms). */
const PREVIEW_DELAY = 250;
const COORDINATE_RANGE: Record<string, { min: number; max: number }> = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
};
const fieldId = (field: string) => `custom-poster-${field}`;

interface Picture {
  url: string;
  alt: string;
}

/**
 * The preview: the picture of the values asked for `delay` ms after they last changed,
 * loaded beside the one shown, which stays until the new one has arrived.
 */
function usePreview(wanted: Picture | null, delay = PREVIEW_DELAY) {
  const [shown, setShown] = useState<Picture | null>(wanted);
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

/**
 * A custom poster's product page panel (docs/designers.md "Custom poster editor"): the
 * design in the product's template (typography: lines, font, layout, colours; star map:
 * place, date, coordinates, caption), a live preview that is the print's own drawing
 * (the render route's PNG), size, frame and quantity, and add to cart. What is typed is
 * the cart line's `metadata.template.values` itself, checked by the shared schema as it
 * changes; an error is said beside its field, in the page's language. Its own island, so
 * other product pages load none of it.
 */
export default function CustomPosterPurchase({ product, frames, template, start, money, labels }: CustomPosterPurchaseProps) {
  const text = useMemo(() => labelsTranslator(labels, money.iso), [labels, money.iso]);
  const price = (amount: number) => formatMoney(amount, money);
  const first = initialVariation(product.variations);
  const [values, setValues] = useState<Record<string, string>>(start);
  const [selection, setSelection] = useState({ variationId: first?.id ?? 0, frameId: null as number | null, quantity: 1 });
  const [message, setMessage] = useState('');
  /** A field to focus after the next render (a line added or removed). */
  const [focusField, setFocusField] = useState<string | null>(null);

  // Opened from its cart line (?template=, SPEC 2): the design it was made with. The island
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
  const variation = product.variations.find((v) => v.id === selection.variationId) ?? first;
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
    setMessage('');
  };
  const choose = (change: Partial<typeof selection>) => {
    setSelection((current) => ({ ...current, ...change }));
    setMessage('');
  };
  const quantity = useQuantityText(selection.quantity, (amount) => choose({ quantity: amount }));
  const chooseSize = (size: Variation) => {
    const frameId = frameAfterSizeChange(frames, selection.frameId, size.name);
    const dropped = selection.frameId !== null && frameId === null ? frames.find((f) => f.id === selection.frameId) : undefined;
    choose({ variationId: size.id, frameId });
    if (dropped) setMessage(text('frameUnavailable', { frame: dropped.name, size: size.name }));
  };

  const fitting = variation ? framesForSize(frames, variation.name) : [];
  const unit = variation ? piecePrice(variation.prices, clampPurchaseQuantity(selection.quantity)) : undefined;
  const lines = checked.values ? customPosterLines(product, frames, selection, checked.values, renderUrl(checked.values, { sheet })) : [];

  function add(event: FormEvent) {
    event.preventDefault();
    const settled = quantity.settle();
    if (!checked.values) {
      // The first field to correct takes the focus, so a keyboard or screen reader user is taken to it.
      const [field] = Object.keys(checked.issues);
      if (field) document.getElementById(fieldId(field === 'lines' ? 'line1' : field))?.focus();
      setMessage(labels.invalid);
      return;
    }
    const added = customPosterLines(
      product,
      frames,
      { ...selection, quantity: settled },
      checked.values,
      renderUrl(checked.values, { sheet }),
    );
    added.forEach((line, i) => addToCart(line, { openDrawer: i === added.length - 1 }));
    if (added.length > 0) setMessage(labels.added);
  }

  const issue = (field: string) => checked.issues[field];
  const errorText = (field: string, kind: DesignIssueKind) => {
    if (field === 'lines') return labels.errors.lines;
    if (kind === 'long') return text('errors.long', { max: TEMPLATE_FIELDS[template].find((f) => f.key === field)?.max ?? '' });
    if (kind === 'range') return text('errors.range', COORDINATE_RANGE[field] ?? { min: '', max: '' });
    return labels.errors[kind];
  };
  const fieldError = (field: string) => {
    const kind = issue(field);
    return kind ? (
      <p className="field-error" id={`${fieldId(field)}-error`}>
        {errorText(field, kind)}
      </p>
    ) : null;
  };
  /** The field's id, and its error (and hint) for screen readers while it is wrong. */
  const fieldProps = (field: string, hint?: string) => {
    const described = [issue(field) ? `${fieldId(field)}-error` : '', hint ?? ''].filter(Boolean).join(' ');
    return {
      id: fieldId(field),
      ...(issue(field) ? { 'aria-invalid': true } : {}),
      ...(described ? { 'aria-describedby': described } : {}),
    };
  };
  const textField = (field: string, label: string, extra: { max?: number; hint?: string } = {}) => (
    <div className="custom-poster-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        name={`text-${field}`}
        autoComplete="off"
        maxLength={extra.max}
        value={values[field] ?? ''}
        onChange={(e) => change(field, e.target.value)}
        {...fieldProps(field, extra.hint)}
      />
      {fieldError(field)}
    </div>
  );
  const colourField = (field: 'foreground' | 'background', legend: string) => {
    const current = (values[field] ?? '').toLowerCase();
    return (
      <fieldset className="custom-poster-colour" {...(issue(field) ? { 'aria-describedby': `${fieldId(field)}-error` } : {})}>
        <legend>{legend}</legend>
        <div className="custom-poster-swatches">
          {(Object.keys(SWATCHES) as SwatchName[]).map((name) => (
            <label key={name} className="custom-poster-swatch">
              <input
                type="radio"
                name={field}
                value={SWATCHES[name]}
                checked={current === SWATCHES[name]}
                onChange={() => change(field, SWATCHES[name])}
              />
              <span className={`colour-chip colour-${name}`} aria-hidden="true" />
              <span className="visually-hidden">{labels.colours[name]}</span>
            </label>
          ))}
          <label className="custom-poster-other-colour">
            <input
              type="color"
              id={fieldId(field)}
              value={/^#[0-9a-f]{6}$/.test(current) ? current : '#000000'}
              onChange={(e) => change(field, e.target.value)}
            />
            <span>{labels.otherColour}</span>
          </label>
        </div>
        {fieldError(field)}
      </fieldset>
    );
  };

  const typedLines = template === 'typography' ? linesOf(values) : [];
  const status =
    checked.values === null
      ? labels.invalid
      : preview.hasFailed
        ? labels.previewFailed
        : preview.updates > 0 && preview.shown
          ? text('previewUpdated', { description: preview.shown.alt })
          : '';

  return (
    <>
      <div className="product-media">
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
      </div>
      <form className="purchase custom-poster-purchase" onSubmit={add} noValidate>
        {unit && (
          <UnitPrice unit={unit} price={price} originalLabel={labels.originalPrice} discount={text('discount', { percent: unit.d ?? 0 })} />
        )}
        <section className="custom-poster-editor" aria-labelledby="custom-poster-title">
          <h2 id="custom-poster-title">{labels.design}</h2>
          {template === 'typography' ? (
            <>
              <fieldset className="custom-poster-lines" {...(issue('lines') ? { 'aria-describedby': `${fieldId('lines')}-error` } : {})}>
                <legend>{labels.lines}</legend>
                {typedLines.map((line, index) => {
                  const field = `line${index + 1}`;
                  return (
                    <div key={field} className="custom-poster-line">
                      <label htmlFor={fieldId(field)}>{text('line', { n: index + 1 })}</label>
                      <div className="custom-poster-line-row">
                        <input
                          name={`text-${field}`}
                          autoComplete="off"
                          maxLength={TYPOGRAPHY_LIMITS.lineLength}
                          value={line}
                          onChange={(e) => change(field, e.target.value)}
                          {...fieldProps(field)}
                        />
                        {typedLines.length > 1 && (
                          <button
                            type="button"
                            className="icon-button custom-poster-remove"
                            aria-label={text('removeLine', { n: index + 1 })}
                            title={text('removeLine', { n: index + 1 })}
                            onClick={() => {
                              setValues((current) => removeLine(current, index));
                              setFocusField(`line${Math.max(1, index)}`);
                            }}
                          >
                            <span aria-hidden="true">×</span>
                          </button>
                        )}
                      </div>
                      {fieldError(field)}
                    </div>
                  );
                })}
                {fieldError('lines')}
                {typedLines.length < TYPOGRAPHY_LIMITS.lines && (
                  <button
                    type="button"
                    className="custom-poster-add-line"
                    onClick={() => {
                      setValues((current) => addLine(current));
                      setFocusField(`line${typedLines.length + 1}`);
                    }}
                  >
                    {labels.addLine}
                  </button>
                )}
              </fieldset>
              <div className="custom-poster-selects">
                <div className="custom-poster-field">
                  <label htmlFor={fieldId('font')}>{labels.font}</label>
                  <select name="font" value={values.font ?? ''} onChange={(e) => change('font', e.target.value)} {...fieldProps('font')}>
                    {TYPOGRAPHY_FONTS.map((font) => (
                      <option key={font} value={font}>
                        {FONT_NAMES[font] ?? font}
                      </option>
                    ))}
                  </select>
                  {fieldError('font')}
                </div>
                <div className="custom-poster-field">
                  <label htmlFor={fieldId('layout')}>{labels.layout}</label>
                  <select
                    name="layout"
                    value={values.layout ?? ''}
                    onChange={(e) => change('layout', e.target.value)}
                    {...fieldProps('layout')}
                  >
                    {TYPOGRAPHY_LAYOUTS.map((layout) => (
                      <option key={layout} value={layout}>
                        {labels.layouts[layout]}
                      </option>
                    ))}
                  </select>
                  {fieldError('layout')}
                </div>
              </div>
              {colourField('foreground', labels.foreground)}
              {colourField('background', labels.background)}
            </>
          ) : (
            <>
              {textField('place', labels.place, { max: TEMPLATE_FIELDS['star-map'][0]?.max })}
              <div className="custom-poster-field">
                <label htmlFor={fieldId('date')}>{labels.date}</label>
                <input
                  type="date"
                  name="date"
                  value={values.date ?? ''}
                  onChange={(e) => change('date', e.target.value)}
                  {...fieldProps('date')}
                />
                {fieldError('date')}
              </div>
              <p className="muted" id="custom-poster-coordinates-hint">
                {labels.coordinatesHint}
              </p>
              <div className="custom-poster-coordinates">
                {(['latitude', 'longitude'] as const).map((field) => (
                  <div key={field} className="custom-poster-field">
                    <label htmlFor={fieldId(field)}>{labels[field]}</label>
                    <input
                      name={field}
                      inputMode="decimal"
                      autoComplete="off"
                      value={values[field] ?? ''}
                      onChange={(e) => change(field, e.target.value)}
                      {...fieldProps(field, 'custom-poster-coordinates-hint')}
                    />
                    {fieldError(field)}
                  </div>
                ))}
              </div>
              {textField('caption', labels.caption, { max: TEMPLATE_FIELDS['star-map'].find((f) => f.key === 'caption')?.max })}
            </>
          )}
        </section>
        {hasChoice(product) && (
          <SizeChoices variations={product.variations} chosenId={variation?.id} legend={labels.size} price={price} onChoose={chooseSize} />
        )}
        {fitting.length > 0 && (
          <FrameChoices
            product={product}
            fitting={fitting}
            sizeName={variation?.name}
            frameId={selection.frameId}
            quantity={selection.quantity}
            labels={labels}
            price={price}
            onChoose={(frameId) => choose({ frameId })}
          />
        )}
        {variation && (
          <TiersAndStock
            variation={variation}
            price={price}
            tiersLabel={labels.tiers}
            tierText={(count, each) => text('tier', { count, price: each })}
            stockLabels={labels.stock}
          />
        )}
        <div className="buy">
          <QuantityField label={labels.quantity} quantity={quantity} />
          <button type="submit" className="add-to-cart" disabled={!variation || !isBuyable(variation.stock_status)}>
            {labels.add}
          </button>
        </div>
        {lines.length > 1 && <p className="total">{text('total', { price: price(linesTotal(lines)) })}</p>}
        <p role="status" className="purchase-status">
          {message}
        </p>
      </form>
    </>
  );
}
