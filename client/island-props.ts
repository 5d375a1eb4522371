/**
 * An island's props as the server wrote them: the JSON data block right before its element
 * (worker/components/island.tsx PropsScript). Undefined when there is none or it is no JSON
 * (then the island keeps its server HTML).
 */
export function propsText(element: Element | null | undefined): string | undefined {
  return propsBlock(element)?.textContent;
}

function propsBlock(element: Element | null | undefined): HTMLScriptElement | undefined {
  const block = element?.previousElementSibling;
  return block instanceof HTMLScriptElement && block.type === 'application/json' && block.hasAttribute('data-island-props')
    ? block
    : undefined;
}

/**
 * An island's props, for hydration: the data block's, over those it names at their own
 * address (`data-props-src`: props the same on many pages, such as a language's frames,
 * content-addressed and kept by the browser a year). Fetched only now, as the island wakes,
 * beside React and its chunk; a failure rejects, and the island keeps its server HTML.
 */
export async function islandProps(element: Element): Promise<Record<string, unknown>> {
  const block = propsBlock(element);
  const src = block?.dataset.propsSrc;
  const shared: unknown = src ? await fetch(src).then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error(src)))) : {};
  return { ...(shared as object), ...(JSON.parse(block?.textContent ?? '{}') as object) };
}
