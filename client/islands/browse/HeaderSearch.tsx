export interface HeaderSearchProps {
  label: string;
  placeholder: string;
  button: string;
}

/** The header's search field; works as a plain form before (and without) JavaScript. */
export default function HeaderSearch({ label, placeholder, button }: HeaderSearchProps) {
  return (
    <form action="/search-results" method="get" role="search" className="search">
      <label htmlFor="header-search" className="visually-hidden">
        {label}
      </label>
      <input id="header-search" name="query" type="search" minLength={2} placeholder={placeholder} autoComplete="off" />
      <button type="submit">{button}</button>
    </form>
  );
}
