import { useEffect, useRef, useState, type FormEvent } from 'react';

type Attribute = { name: string; slug: string; values: { name: string; slug: string; selected: boolean }[] };

export interface ListingControlsProps {
  /** Parameters the view keeps when sorting or filtering (the search query). */
  keep: Record<string, string>;
  sort: string;
  sorts: { value: string; label: string }[];
  /** Default sort: left out of the URL, so each view has one address. */
  defaultSort: string;
  /** Null: not in the page (no filter chosen); loaded from /api/product-attributes when the panel opens. */
  attributes: Attribute[] | null;
  /** Path of the unfiltered view (keeps `keep`). */
  clearHref: string;
  /** The same view with the panel open and its values in the page (the way there without JavaScript). */
  panelHref: string;
  /** The panel starts open (a filter is chosen, or the address asks for it). */
  isPanelOpen: boolean;
  labels: { sort: string; filter: string; apply: string; clear: string; showFilters: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

async function fetchAttributes(): Promise<Attribute[]> {
  const response = await fetch('/api/product-attributes', { headers: { accept: 'application/json' } });
  const list: unknown = response.ok ? await response.json() : [];
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((a) =>
    typeof a.name === 'string' && typeof a.slug === 'string' && Array.isArray(a.values)
      ? [
          {
            name: a.name,
            slug: a.slug,
            values: a.values
              .filter(isRecord)
              .flatMap((v) =>
                typeof v.name === 'string' && typeof v.slug === 'string' ? [{ name: v.name, slug: v.slug, selected: false }] : [],
              ),
          },
        ]
      : [],
  );
}

/**
 * Sorting and the filter panel of a listing (docs/browse.md "Listings: paging, sorting, filters": its open/closed state a
 * disclosure). A plain GET form: without JavaScript "apply" submits it; with JavaScript
 * every change applies at once, to the canonical URL of the view (its first page), and the
 * button is not shown. Parts only for one case carry `no-js-only` / `js-only`
 * (worker/components/browse/NoScript.tsx shows or hides them when scripts do not run), so
 * nothing appears and then disappears while a page with JavaScript loads.
 */
export default function ListingControls({
  keep,
  sort,
  sorts,
  defaultSort,
  attributes: given,
  clearHref,
  panelHref,
  isPanelOpen,
  labels,
}: ListingControlsProps) {
  const [attributes, setAttributes] = useState(given);
  const [isLoading, setLoading] = useState(false);
  const active = (attributes ?? []).reduce((sum, a) => sum + a.values.filter((v) => v.selected).length, 0);
  const form = useRef<HTMLFormElement>(null);

  // Back on this page from the view a change led to, the page can come from the browser's
  // back/forward cache with that change still ticked: the address is the truth, so the
  // form goes back to the page's own filters. (autoComplete off: no restoring on reload.)
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => event.persisted && form.current?.reset();
    addEventListener('pageshow', restore);
    return () => removeEventListener('pageshow', restore);
  }, []);

  function load() {
    if (attributes !== null || isLoading) return;
    setLoading(true);
    fetchAttributes().then(setAttributes, () => setAttributes([]));
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams(keep);
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && !(name in keep) && !(name === 'sort' && value === defaultSort)) params.append(name, value);
    }
    const query = params.toString();
    location.assign(`${location.pathname}${query ? `?${query}` : ''}`);
  }

  return (
    <form
      ref={form}
      method="get"
      id="filters"
      className="listing-controls"
      autoComplete="off"
      onSubmit={apply}
      onChange={(event) => event.currentTarget.requestSubmit()}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {sorts.length > 0 && (
        <label className="sort-choice">
          {labels.sort}{' '}
          <select name="sort" defaultValue={sort}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {attributes?.length !== 0 && (
        <details className="filter-panel" open={active > 0 || isPanelOpen} onToggle={(event) => event.currentTarget.open && load()}>
          <summary onPointerEnter={load}>{active > 0 ? `${labels.filter} (${active})` : labels.filter}</summary>
          {attributes === null && (
            <>
              <span className="spinner js-only" aria-hidden="true" />
              <a className="no-js-only" href={panelHref}>
                {labels.showFilters}
              </a>
            </>
          )}
          {attributes?.map((attribute) => (
            <fieldset key={attribute.slug}>
              <legend>{attribute.name}</legend>
              {attribute.values.map((value) => (
                <label key={value.slug}>
                  <input type="checkbox" name={attribute.slug} value={value.slug} defaultChecked={value.selected} /> {value.name}
                </label>
              ))}
            </fieldset>
          ))}
          {active > 0 && <a href={clearHref}>{labels.clear}</a>}
        </details>
      )}
      <button type="submit" className="button no-js-only">
        {labels.apply}
      </button>
    </form>
  );
}
