/**
 * The poster/frame designer (SPEC 3 and 4): an environment, a layout with poster slots,
 * the poster being edited, the step (0 to 4, leaving the intro after 0) and its sidebar.
 */
import { proxy, snapshot } from 'valtio/vanilla';
import { isRecord } from '../../shared/json';
import { listOf, stringOr } from './validate';

export const MAX_STEP = 4;
/** No layout has more slots; a larger stored number is corrupt. */
const MAX_SLOTS = 12;

/** What the designer needs of a product or frame to show and later add it. */
export interface WallProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  thumb: string;
}

export interface WallPoster {
  product: WallProduct | null;
  frame: WallProduct | null;
  /** Which of the frame's variations (colour/size) is chosen. */
  frameIndex: number;
  /** Tag ids narrowing the product choice for this slot. */
  tags: number[];
}

export interface WallState {
  environment: string | null;
  layout: string | null;
  posters: WallPoster[];
  activePoster: number;
  step: number;
  isSidebarOpen: boolean;
  isInIntro: boolean;
  locale: string;
}

export function emptyWall(): WallState {
  return { environment: null, layout: null, posters: [], activePoster: 0, step: 0, isSidebarOpen: false, isInIntro: true, locale: 'en' };
}

export const state = proxy<WallState>(emptyWall());

export function clampStep(step: number): number {
  return Number.isFinite(step) ? Math.min(MAX_STEP, Math.max(0, Math.trunc(step))) : 0;
}

const emptyPoster = (): WallPoster => ({ product: null, frame: null, frameIndex: 0, tags: [] });
const clampIndex = (index: number, length: number) => (Number.isInteger(index) ? Math.min(Math.max(0, length - 1), Math.max(0, index)) : 0);

export function setStep(step: number): void {
  state.step = clampStep(step);
  if (state.step > 0) state.isInIntro = false;
}

export function chooseEnvironment(environment: string): void {
  state.environment = environment;
}

/** Keeps the posters already placed in the slots that remain. */
export function chooseLayout(layout: string, slotCount: number): void {
  const slots = Math.min(MAX_SLOTS, Math.max(1, Math.trunc(slotCount) || 1));
  state.layout = layout;
  state.posters = Array.from({ length: slots }, (_, index) => state.posters[index] ?? emptyPoster());
  state.activePoster = clampIndex(state.activePoster, slots);
  state.isSidebarOpen = !state.isSidebarOpen;
}

/** The poster being edited; an empty wall gets its first slot. */
function activePoster(): WallPoster {
  if (state.posters.length === 0) state.posters = [emptyPoster()];
  state.activePoster = clampIndex(state.activePoster, state.posters.length);
  return state.posters[state.activePoster]!;
}

export function chooseProduct(product: WallProduct): void {
  activePoster().product = { ...product };
  state.isSidebarOpen = !state.isSidebarOpen;
}

export function chooseFrame(frame: WallProduct | null, frameIndex = 0): void {
  const poster = activePoster();
  poster.frame = frame && { ...frame };
  poster.frameIndex = Math.max(0, Math.trunc(frameIndex) || 0);
  state.isSidebarOpen = !state.isSidebarOpen;
}

/** Choosing a poster slot shows the sidebar for it. */
export function choosePoster(index: number): void {
  state.activePoster = clampIndex(index, state.posters.length);
  state.isSidebarOpen = true;
}

export function setPosterTags(tags: number[]): void {
  activePoster().tags = tags.filter((tag) => Number.isInteger(tag));
}

export function resetWall(): void {
  Object.assign(state, emptyWall());
}

export function storedWall(): WallState {
  return snapshot(state) as WallState;
}

const parseProduct = (value: unknown): WallProduct | null =>
  isRecord(value) && Number.isInteger(value.id) && typeof value.sku === 'string'
    ? {
        id: value.id as number,
        sku: value.sku,
        name: stringOr(value.name, ''),
        slug: stringOr(value.slug, ''),
        thumb: stringOr(value.thumb, ''),
      }
    : null;

const parsePoster = (value: unknown): WallPoster | null =>
  isRecord(value)
    ? {
        product: parseProduct(value.product),
        frame: parseProduct(value.frame),
        frameIndex: Number.isInteger(value.frameIndex) && (value.frameIndex as number) >= 0 ? (value.frameIndex as number) : 0,
        tags: listOf(value.tags, (tag) => (Number.isInteger(tag) ? (tag as number) : null)),
      }
    : null;

export function parseStoredWall(value: unknown): WallState {
  const empty = emptyWall();
  if (!isRecord(value)) return empty;
  const posters = listOf(value.posters, parsePoster).slice(0, MAX_SLOTS);
  const step = typeof value.step === 'number' ? clampStep(value.step) : 0;
  return {
    environment: stringOr(value.environment, null),
    layout: stringOr(value.layout, null),
    posters,
    activePoster: typeof value.activePoster === 'number' ? clampIndex(value.activePoster, posters.length) : 0,
    step,
    isSidebarOpen: value.isSidebarOpen === true,
    // The intro cannot come back once a step above 0 was reached.
    isInIntro: step === 0 && value.isInIntro !== false,
    locale: stringOr(value.locale, empty.locale),
  };
}

export function restoreWall(value: unknown): void {
  Object.assign(state, parseStoredWall(value));
}
