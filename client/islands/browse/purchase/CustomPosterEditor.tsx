import {
  TEMPLATE_FIELDS,
  TYPOGRAPHY_FONTS,
  TYPOGRAPHY_LAYOUTS,
  TYPOGRAPHY_LIMITS,
  type CustomTemplate,
  type DesignIssueKind,
} from '../../../../shared/custom-poster/designs';
import { addLine, FONT_NAMES, linesOf, removeLine, SWATCHES, type SwatchName } from '../../../../shared/custom-poster/editor';
import type { Params } from '../../../../shared/i18n';

/**
 * The custom poster editor's design fields (docs/designers.md "Custom poster editor"), for
 * the purchase panel's custom poster variant (../CustomPosterPurchase.tsx): typography
 * (lines, font, layout, colours) or star map (place, date, coordinates, caption). What is
 * typed is the cart line's `metadata.template.values` itself; an error is said beside its
 * field, in the page's language.
 */

export const COORDINATE_RANGE: Record<string, { min: number; max: number }> = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
};
export const fieldId = (field: string) => `custom-poster-${field}`;

/** The editor's own words (locales/browse custom_poster). */
export interface EditorLabels {
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
  /** What is wrong with a field ({{max}} in long, {{min}} and {{max}} in range); `lines` when no line holds text. */
  errors: Record<DesignIssueKind | 'lines', string>;
}

export function CustomPosterEditor({
  template,
  values,
  issues,
  labels,
  text,
  onChange,
  onLines,
}: {
  template: CustomTemplate;
  values: Record<string, string>;
  issues: Record<string, DesignIssueKind>;
  labels: EditorLabels;
  text: (key: 'line' | 'removeLine' | 'errors.long' | 'errors.range', params?: Params) => string;
  onChange: (field: string, value: string) => void;
  /** A line added or removed: the values after it, and the field to focus then. */
  onLines: (update: (values: Record<string, string>) => Record<string, string>, focus: string) => void;
}) {
  const issue = (field: string) => issues[field];
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
        onChange={(e) => onChange(field, e.target.value)}
        {...fieldProps(field, extra.hint)}
      />
      {fieldError(field)}
    </div>
  );
  const selectField = (field: 'font' | 'layout', label: string, options: readonly { value: string; name: string }[]) => (
    <div className="custom-poster-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <select name={field} value={values[field] ?? ''} onChange={(e) => onChange(field, e.target.value)} {...fieldProps(field)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
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
                onChange={() => onChange(field, SWATCHES[name])}
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
              onChange={(e) => onChange(field, e.target.value)}
            />
            <span>{labels.otherColour}</span>
          </label>
        </div>
        {fieldError(field)}
      </fieldset>
    );
  };

  const typedLines = template === 'typography' ? linesOf(values) : [];
  return (
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
                      onChange={(e) => onChange(field, e.target.value)}
                      {...fieldProps(field)}
                    />
                    {typedLines.length > 1 && (
                      <button
                        type="button"
                        className="button-icon custom-poster-remove"
                        aria-label={text('removeLine', { n: index + 1 })}
                        title={text('removeLine', { n: index + 1 })}
                        onClick={() => onLines((current) => removeLine(current, index), `line${Math.max(1, index)}`)}
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
                className="button button-secondary custom-poster-add-line"
                onClick={() => onLines((current) => addLine(current), `line${typedLines.length + 1}`)}
              >
                {labels.addLine}
              </button>
            )}
          </fieldset>
          <div className="custom-poster-selects">
            {selectField(
              'font',
              labels.font,
              TYPOGRAPHY_FONTS.map((font) => ({ value: font, name: FONT_NAMES[font] ?? font })),
            )}
            {selectField(
              'layout',
              labels.layout,
              TYPOGRAPHY_LAYOUTS.map((layout) => ({ value: layout, name: labels.layouts[layout] })),
            )}
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
              onChange={(e) => onChange('date', e.target.value)}
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
                  onChange={(e) => onChange(field, e.target.value)}
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
  );
}
