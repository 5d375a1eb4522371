import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set every browser file checks its screens against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page (or within `include`): the WCAG 2.2 AA rules, or every rule axe
 * runs by default with `allRules`, and `rules` switched on or off besides. Only violations
 * are collected in full (`resultTypes`): axe then skips building a selector for every node that
 * passed, which is most of its time after the rules themselves; the violations it reports are
 * the same.
 */
export async function axeViolations(
  page: Page,
  { include, allRules = false, rules }: { include?: string; allRules?: boolean; rules?: Record<string, { enabled: boolean }> } = {},
) {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], ...(rules ? { rules } : {}) });
  if (!allRules) builder = builder.withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** Each violation by rule, its help text and up to five of the nodes it names: what a failing check prints. */
export async function violations(page: Page) {
  return (await axeViolations(page)).map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}
