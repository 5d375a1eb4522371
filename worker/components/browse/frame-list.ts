import type { FrameOffer } from '../../../shared/purchase';
import type { ProductSummary } from '../../../shared/types';
import { frameOffers } from './purchase-props';

/**
 * The frames the purchase panel offers, one file per language at a content-addressed address
 * (`/props/frames.{hash}.json`, served by worker/routes/frame-list.ts): they are the same on
 * every product page of a language, and were 10 KB of each page's props (docs/site.md "What a
 * page weighs"). The page renders the panel with them and names the file in the panel's data
 * block; the browser fetches it when the panel hydrates and keeps it a year (a changed list is
 * a new address).
 */
export interface FrameList {
  /** The panel's shared props: what the file holds. */
  props: { frames: FrameOffer[] };
  /** The file's body: `JSON.stringify(props)`. */
  json: string;
  /** Its address: the first 64 bits of the body's SHA-256, in hex. */
  path: string;
}

/** Where the file is (its name: `frames.{hash}.json`, the route's pattern in worker/app.tsx). */
export const FRAME_LIST_DIRECTORY = '/props';

async function pathOf(json: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json)));
  const hash = [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${FRAME_LIST_DIRECTORY}/frames.${hash}.json`;
}

/**
 * The file of each frames read seen, by the read's own array: an answer of the edge cache is
 * checked once per entry and is then the same object (worker/api/answers.ts), so a product page
 * or the file's route reuses the offers, the JSON and its address instead of making them again;
 * the file is made (and hashed) once per entry and isolate, when the entry is stored or refreshed.
 */
const lists = new WeakMap<readonly ProductSummary[], Promise<FrameList>>();

/** The frames list of a language (the layout's frames read) as its file. */
export function frameListOf(frames: readonly ProductSummary[]): Promise<FrameList> {
  let list = lists.get(frames);
  if (!list) lists.set(frames, (list = listOf(frames)));
  return list;
}

async function listOf(frames: readonly ProductSummary[]): Promise<FrameList> {
  const props = { frames: frameOffers(frames) };
  const json = JSON.stringify(props);
  return { props, json, path: await pathOf(json) };
}
