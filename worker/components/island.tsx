import type { ComponentType } from 'react';
import type { IslandName } from '../../client/islands/names';

/**
 * Server side of an island: renders the component to HTML inside a marker element that
 * client/entry.ts finds and hydrates with the same (JSON-serialisable) props.
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
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  );
}
