import type { ComponentType } from 'react';
import type { IslandName } from '../../client/islands/names';
import { renderToString } from 'react-dom/server.edge';
import { partKey, remembered } from './prerendered';

/**
 * Elements React does not simply write where they stand when it renders a page: it moves
 * title, meta, link, style and script into the head, and preloads an image that is not
 * lazy from there. An island with any of them is rendered in place, so the page keeps them.
 */
const PAGE_LEVEL = /<(?:title|meta|link|style|script|base)\b|<img\b(?![^>]*\bloading="lazy")/;

/**
 * Server side of an island: renders the component to HTML inside a marker element that
 * client/entry.ts finds and hydrates with the same (JSON-serialisable) props. Its markup
 * depends on nothing but its props (islands never touch the request), so it is rendered
 * once per name and props and reused (./prerendered.tsx), unless React has to see it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const json = JSON.stringify(props);
  // '' marks an island that is rendered in place.
  const html = remembered(partKey('island', name, json), () => {
    const markup = renderToString(<Component {...props} />);
    return PAGE_LEVEL.test(markup) ? '' : markup;
  });
  if (html === '') {
    return (
      <div data-island={name} data-props={json} className="island">
        <Component {...props} />
      </div>
    );
  }
  return <div data-island={name} data-props={json} className="island" dangerouslySetInnerHTML={{ __html: html }} />;
}
