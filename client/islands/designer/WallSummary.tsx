import { useId, useState } from 'react';
import type { WallLayout } from '../../../shared/gallery-wall/layouts';
import type { DesignerPoster, DesignerState } from '../../../shared/gallery-wall/rules';
import { hrefWithWall, shareFromDesigner } from '../../../shared/gallery-wall/share-link';
import { isWallComplete, wallLines, wallRows, wallTotal } from '../../../shared/gallery-wall/wall-cart';
import type { ProductSummary } from '../../../shared/types';
import { addLines, newLineUuid } from '../../state/cart';
import type { DesignerText } from './step';

export interface WallSummaryProps {
  layout: WallLayout;
  posters: readonly DesignerPoster[];
  catalog: ReadonlyMap<number, ProductSummary>;
  state: Pick<DesignerState, 'environment' | 'layout' | 'posters'>;
  text: DesignerText;
  price: (amount: number) => string;
}

/** This page's address with the wall as `?wall=` (shared/gallery-wall/share-link.ts). */
function shareUrl(state: WallSummaryProps['state']): string | null {
  const shared = shareFromDesigner(state);
  return shared ? hrefWithWall(`${location.origin}${location.pathname}`, shared) : null;
}

/**
 * Step 4: the wall slot by slot with its price in the domain's currency, "Add the whole
 * wall to the cart" (every line in one cart change, so one sync) and the share link.
 */
export function WallSummary({ layout, posters, catalog, state, text, price }: WallSummaryProps) {
  const [status, setStatus] = useState('');
  const [shareStatus, setShareStatus] = useState('');
  const id = useId();
  const rows = wallRows(layout, posters, catalog);
  const isComplete = isWallComplete(rows);
  const link = shareUrl(state);

  const add = () => {
    const lines = wallLines(rows, newLineUuid());
    if (lines.length > 0 && addLines(lines, { openDrawer: true })) setStatus(text('summary.added'));
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard (permissions, an insecure page): the link stays selectable in its field.
    }
    setShareStatus(text('share_copied'));
  };

  return (
    <div className="wall-summary">
      <table>
        <thead>
          <tr>
            <th scope="col">{text('summary.slot')}</th>
            <th scope="col">{text('summary.poster')}</th>
            <th scope="col">{text('summary.frame')}</th>
            <th scope="col" className="is-price">
              {text('summary.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slot}>
              <th scope="row">
                {row.slot} <span className="muted">({row.size})</span>
              </th>
              <td>
                {row.poster
                  ? `${row.poster.product.name}, ${row.poster.variation.name}`
                  : (posters[row.slot - 1]?.product?.name ?? text('no_poster'))}
                {row.margin && <span className="muted">, {text('margin')}</span>}
              </td>
              <td>{row.frame ? `${row.frame.product.name}, ${row.frame.variation.name}` : text('no_frame')}</td>
              <td className="is-price">{price((row.poster?.price ?? 0) + (row.frame?.price ?? 0))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {text('summary.total')}
            </th>
            <td className="is-price" data-wall-total>
              {price(wallTotal(rows))}
            </td>
          </tr>
        </tfoot>
      </table>
      {rows
        .filter((row) => row.isUnavailable)
        .map((row) => (
          <p key={row.slot} className="designer-warning">
            {text('summary.unavailable', { n: row.slot, size: row.size })}
          </p>
        ))}
      {!isComplete && <p className="muted">{text('summary.incomplete')}</p>}
      <button type="button" className="button" disabled={!isComplete} onClick={add}>
        {text('summary.add')}
      </button>
      <p role="status">{status}</p>
      {link && (
        <div className="wall-share">
          <label htmlFor={`${id}-link`}>{text('share_field')}</label>
          <input id={`${id}-link`} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {text('share')}
          </button>
          <p role="status">{shareStatus}</p>
        </div>
      )}
    </div>
  );
}
