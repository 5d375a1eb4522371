import { useCallback, useEffect, useState } from 'react';
import { ENVIRONMENTS } from '../../../shared/gallery-wall/environments';
import { designerProductOf, layoutForPoster, openSharedWall, sharedProductIds } from '../../../shared/gallery-wall/open-wall';
import { MAX_STEP, type DesignerPoster } from '../../../shared/gallery-wall/rules';
import { decodeWall, WALL_PARAM } from '../../../shared/gallery-wall/share-link';
import { DESIGNER_POSTER_PARAM } from '../../../shared/routes';
import type { ProductSummary } from '../../../shared/types';
import { whenRestored } from '../../state/persist';
import { state as wallState } from '../../state/wall';
import * as wall from '../../state/wall-actions';
import { loadFrames, productsByIds } from './catalog';
import type { Notice } from './DesignerNotice';

const withProducts = (catalog: ReadonlyMap<number, ProductSummary>, products: readonly ProductSummary[]) =>
  new Map([...catalog, ...products.map((product) => [product.id, product] as const)]);

/** The ids of every poster and frame on the wall. */
const wallProductIds = (posters: readonly DesignerPoster[]) =>
  posters.flatMap((poster) => [poster.product?.id, poster.frame?.id]).filter((id): id is number => id !== undefined);

/** Takes the designer's own parameters out of the address once read, so a reload keeps later changes. */
function dropParams(): void {
  const url = new URL(location.href);
  url.searchParams.delete(WALL_PARAM);
  url.searchParams.delete(DESIGNER_POSTER_PARAM);
  history.replaceState(history.state, '', url.toString());
}

/**
 * Opens the wall once the stored one is restored (client/state/persist): a shared wall
 * (`?wall=`) on the summary, a poster (`?poster=`) in the first slot that fits it, else the
 * stored wall; and reads its products and the frames from this domain's API, so names,
 * images and prices are in its language and currency (docs/wall-designer.md).
 */
export function useOpenedWall() {
  const [isReady, setReady] = useState(false);
  const [catalog, setCatalog] = useState<ReadonlyMap<number, ProductSummary>>(() => new Map());
  const [frames, setFrames] = useState<ProductSummary[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isLoading, setLoading] = useState(false);

  const addToCatalog = useCallback((products: readonly ProductSummary[]) => setCatalog((current) => withProducts(current, products)), []);

  useEffect(() => {
    const open = async () => {
      const params = new URLSearchParams(location.search);
      const shared = params.get(WALL_PARAM);
      const posterId = Number(params.get(DESIGNER_POSTER_PARAM));
      if (shared !== null || params.has(DESIGNER_POSTER_PARAM)) dropParams();
      if (shared !== null) {
        const decoded = decodeWall(shared);
        if (!decoded.ok) {
          setNotice({ kind: 'unreadable' });
        } else {
          setLoading(true);
          const products = await productsByIds(sharedProductIds(decoded.wall));
          setLoading(false);
          if (!products) return setNotice({ kind: 'load-failed' });
          const opened = openSharedWall(decoded.wall, withProducts(new Map(), products));
          addToCatalog(products);
          wall.openWall(opened.wall, MAX_STEP);
          if (opened.missing.length > 0) setNotice({ kind: 'missing', missing: opened.missing });
          return;
        }
      } else if (Number.isInteger(posterId) && posterId > 0) {
        const products = await productsByIds([posterId]);
        const product = products?.[0];
        const target = product ? layoutForPoster(product, wallState.layout) : null;
        if (!product || !target) {
          setNotice(products ? { kind: 'missing', missing: [{ slot: 1, kind: 'poster' }] } : { kind: 'load-failed' });
        } else {
          addToCatalog([product]);
          if (!wallState.environment) wall.chooseEnvironment(ENVIRONMENTS[0]!.id);
          if (wallState.layout !== target.id) wall.chooseLayout(target.id, target.slots.length);
          wall.choosePoster(0);
          wall.chooseProduct(designerProductOf(product));
          wall.setStep(3);
        }
      }
      const stored = await productsByIds(wallProductIds(wallState.posters));
      if (stored) addToCatalog(stored);
    };
    const cancel = whenRestored(() => {
      setReady(true);
      void open();
      void loadFrames().then((list) => {
        setFrames(list ?? []);
        if (list) addToCatalog(list);
      });
    });
    return cancel;
  }, [addToCatalog]);

  return { isReady, catalog, frames, notice, isLoading, addToCatalog };
}
