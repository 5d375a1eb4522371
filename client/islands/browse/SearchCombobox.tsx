import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isLocaleCode, type LocaleCode } from '../../../shared/locales';
import { SEARCH_PATH, searchPath } from '../../../shared/routes';
import {
  DROPDOWN_PRODUCTS,
  SEARCH_DEBOUNCE_MS,
  canSubmit,
  isDropdownOpen,
  moveActive,
  normalizeQuery,
  searchOptions,
  shouldRequest,
} from '../../../shared/search';
import type { ProductSummary, SearchHint } from '../../../shared/types';
import { labelsTranslator } from '../../i18n';
import type { HeaderSearchProps, SearchLabels } from './HeaderSearch';

export interface SearchComboboxProps extends HeaderSearchProps {
  initialText: string;
  isFocused: boolean;
}

interface Result {
  query: string;
  hints: SearchHint[];
  products: ProductSummary[];
}

const LIST_ID = 'header-search-list';

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The dropdown's texts from /api/strings, for pages that do not pass them. */
async function fetchLabels(): Promise<SearchLabels | null> {
  const strings = await getJson('/api/strings', new AbortController().signal);
  const search = isRecord(strings) && isRecord(strings.browse) && isRecord(strings.browse.search) ? strings.browse.search : null;
  if (!search) return null;
  const text = (key: string) => (typeof search[key] === 'string' ? search[key] : '');
  return {
    searching: text('searching'),
    noProducts: text('no_products'),
    showAll: text('show_all'),
  };
}

async function search(query: string, signal: AbortSignal): Promise<Result> {
  const q = encodeURIComponent(query);
  const [hints, list] = await Promise.all([
    getJson(`/api/search-triggers?query=${q}`, signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return []; // hints are a nicety: products still show without them
    }),
    // nr=1: no count (the dropdown shows none), so the answer does not grow with the matches.
    getJson(`/api/products?query=${q}&per_page=${DROPDOWN_PRODUCTS}&nc=1&nr=1`, signal),
  ]);
  const products = isRecord(list) && Array.isArray(list.products) ? (list.products as ProductSummary[]) : [];
  return { query, hints: Array.isArray(hints) ? (hints as SearchHint[]) : [], products };
}

/**
 * The header search as a combobox (WAI-ARIA APG "Combobox with listbox popup"): the
 * dropdown opens when the trimmed input is longer than 1 character; a request goes out
 * 350 ms after typing stops once it is longer than 2 (docs/browse.md "Header search"). Arrow keys move
 * through hints, products and "all results"; Enter opens the active one or, with none
 * active, the results page; Escape closes the dropdown, and a second Escape clears the field.
 */
export default function SearchCombobox({ label, placeholder, button, labels: given, initialText, isFocused }: SearchComboboxProps) {
  const [text, setText] = useState(initialText);
  const [isOpen, setOpen] = useState(isFocused);
  const [active, setActive] = useState(-1);
  const [result, setResult] = useState<Result | null>(null);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [labels, setLabels] = useState<SearchLabels | null>(given ?? null);
  const input = useRef<HTMLInputElement>(null);
  const lang = document.documentElement.lang;
  const code: LocaleCode = isLocaleCode(lang) ? lang : 'sv';
  const query = normalizeQuery(text);

  useEffect(() => {
    if (isFocused) input.current?.focus();
    if (!given) fetchLabels().then(setLabels, () => undefined);
  }, [isFocused, given]);

  useEffect(() => {
    if (!shouldRequest(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (found) => {
          setResult(found);
          setActive(-1);
        },
        () => {
          if (!controller.signal.aborted) setFailedQuery(query);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const isCurrent = result !== null && result.query === query;
  const isSearching = shouldRequest(query) && !isCurrent && failedQuery !== query;
  // While the next answer is on its way, the previous one stays (less flicker).
  const shown = shouldRequest(query) && result ? result : { query, hints: [], products: [] };
  const options = searchOptions(query, shown.hints, shown.products, code);
  const expanded = isOpen && isDropdownOpen(query);
  const activeOption = expanded ? options[active] : undefined;

  function go(href: string) {
    setOpen(false);
    location.assign(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(expanded ? active : -1, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape: only the second Escape may do that.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
      setActive(-1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit(text)) go(searchPath(query));
  }

  return (
    <form action={SEARCH_PATH} method="get" role="search" className="search" onSubmit={onSubmit}>
      <label htmlFor="header-search" className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id="header-search"
        name="query"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `search-option-${activeOption.id}` : undefined}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="button">
        {button}
      </button>
      <div className="search-list" hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        <ul id={LIST_ID} role="listbox" aria-label={label}>
          {options.map((option, i) => (
            <li
              key={option.id}
              id={`search-option-${option.id}`}
              role="option"
              aria-selected={i === active}
              className={`search-${option.kind}`}
              onClick={() => go(option.href)}
              onMouseEnter={() => setActive(i)}
            >
              {option.thumb && <img src={option.thumb.url} width={option.thumb.w} height={option.thumb.h} alt="" />}
              {option.kind === 'all' ? (
                <span>{labels ? labelsTranslator(labels)('showAll', { query: option.label }) : option.label}</span>
              ) : (
                <span>
                  {option.label}
                  {option.detail && <small>{option.detail}</small>}
                </span>
              )}
            </li>
          ))}
        </ul>
        {isSearching && (
          <p className="search-note" role="status">
            <span className="spinner" aria-hidden="true" /> {labels?.searching}
          </p>
        )}
        {!isSearching && isCurrent && result.products.length === 0 && (
          <p className="search-note" role="status">
            {labels?.noProducts}
          </p>
        )}
      </div>
    </form>
  );
}
