import type { LocaleCode } from '../../shared/locales';
import { Icon } from './site/Icon';

/**
 * A language's national flag, simplified (no image request of its own, no emoji font needed):
 * a symbol of the icon sprite (client/icons.svg), so the 19 drawings are fetched once, with
 * the sprite, and a page carries only where they go.
 */
export function Flag({ code }: { code: LocaleCode }) {
  return <Icon name={`flag-${code}`} size={24} height={16} className="flag" />;
}
