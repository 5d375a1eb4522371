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
 * The props an island's data block names at their own address (`data-props-src`: props the
 * same on many pages, such as a language's frames or the cart drawers' labels, content-addressed
 * and kept by the browser a year); none when it names none. Fetched only when asked, as the
 * island wakes; a failure rejects, and the island keeps its server HTML.
 */
export async function sharedProps(element: Element): Promise<object> {
  const src = propsBlock(element)?.dataset.propsSrc;
  return src ? ((await fetch(src).then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error(src))))) as object) : {};
}

/**
 * An island's props, for hydration: the data block's, over those it names at their own
 * address (sharedProps), fetched beside React and the island's chunk.
 */
export async function islandProps(element: Element): Promise<Record<string, unknown>> {
  const shared = await sharedProps(element);
  return { ...shared, ...(JSON.parse(propsText(element) ?? '{}') as object) };
}
