/**
 * An island's props as the server wrote them: the JSON data block right before its element
 * (worker/components/island.tsx PropsScript). Undefined when there is none or it is no JSON
 * (then the island keeps its server HTML).
 */
export function propsText(element: Element | null | undefined): string | undefined {
  const block = element?.previousElementSibling;
  return block instanceof HTMLScriptElement && block.type === 'application/json' && block.hasAttribute('data-island-props')
    ? block.textContent
    : undefined;
}
