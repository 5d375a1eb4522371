import { useEffect, useRef, useState, type ComponentType } from 'react';
import { SEARCH_PATH } from '../../../shared/search-path';
import type { SearchComboboxProps } from './SearchCombobox';

/** Texts of the dropdown (browse.search.*), already translated. */
export interface SearchLabels {
  searching: string;
  noProducts: string;
  /** "Show all results for “{{query}}”" */
  showAll: string;
}

export interface HeaderSearchProps {
  label: string;
  placeholder: string;
  button: string;
  /** When the page does not pass them, the combobox reads them from /api/strings (docs/api.md "GET /api/strings"). */
  labels?: SearchLabels;
  /** What the results page searched for, shown in the field. */
  query?: string;
}

/**
 * The header's search field. The server renders a plain GET form (it works without
 * JavaScript); it hydrates on the first pointer or focus (client/on-interaction), and the
 * combobox behind it (docs/browse.md "Header search") loads then, so neither costs anything at first load.
 */
export default function HeaderSearch(props: HeaderSearchProps) {
  const { label, placeholder, button } = props;
  const input = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<{ Component: ComponentType<SearchComboboxProps>; text: string; focused: boolean } | null>(null);
  const isLoading = useRef(false);

  // Hydrated because focus arrived: that focus event is over, so the combobox loads now.
  useEffect(() => {
    if (document.activeElement === input.current) load();
  }, []);

  function load() {
    if (isLoading.current) return;
    isLoading.current = true;
    import('./SearchCombobox')
      .then(({ default: Component }) =>
        setCombobox({ Component, text: input.current?.value ?? '', focused: document.activeElement === input.current }),
      )
      // A failed chunk load leaves the plain form, which still searches.
      .catch(() => (isLoading.current = false));
  }

  if (combobox) return <combobox.Component {...props} initialText={combobox.text} isFocused={combobox.focused} />;
  return (
    <form action={SEARCH_PATH} method="get" role="search" className="search">
      <label htmlFor="header-search" className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id="header-search"
        name="query"
        type="search"
        minLength={2}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        defaultValue={props.query}
        onFocus={load}
        onPointerEnter={load}
      />
      <button type="submit" className="button">
        {button}
      </button>
    </form>
  );
}
