/**
 * The two DOM helpers of the plain browser code (no React: the checkout, docs/checkout.md, and
 * the cards' quick adds, client/islands/cart/controls.ts): an element with its properties and
 * children, and children replaced.
 */
type Props = Record<string, unknown> & { dataset?: Record<string, string> };

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  const { dataset, ...rest } = props;
  for (const [key, value] of Object.entries(rest)) (element as unknown as Record<string, unknown>)[key] = value;
  if (dataset) Object.assign(element.dataset, dataset);
  for (const child of children) element.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return element;
}

/** Replaces an element's children (appendChild: the Workers types also declare append for their HTMLRewriter). */
export function setChildren(parent: Node, children: (Node | string)[]): void {
  parent.textContent = '';
  for (const child of children) parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
}
