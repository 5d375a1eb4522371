/**
 * The designer's actions on the wall (client/state/wall.ts): each applies one of the pure
 * rules (shared/gallery-wall/rules.ts) to the proxy. Only the designer island imports this, so
 * the rules stay out of every other page's JS (docs/wall-designer.md "JS budget").
 */
import * as rules from '../../shared/gallery-wall/rules';
import { emptyWall, state, type WallProduct, type WallState } from './wall';

/**
 * Applies one of the designer's rules (shared/gallery-wall/rules.ts) to the proxy: fields the
 * rule left as they were are the same values, so valtio notifies only for the others.
 */
function apply(change: (current: WallState) => WallState): void {
  Object.assign(state, change(state));
}

export function setStep(step: number): void {
  apply((current) => rules.setStep(current, step));
}

export function chooseEnvironment(environment: string): void {
  apply((current) => rules.chooseEnvironment(current, environment));
}

/** Keeps the posters already placed in the slots that remain. */
export function chooseLayout(layout: string, slotCount: number): void {
  apply((current) => rules.chooseLayout(current, layout, slotCount));
}

export function chooseProduct(product: WallProduct): void {
  apply((current) => rules.chooseProduct(current, product));
}

export function chooseFrame(frame: WallProduct | null, frameIndex = 0): void {
  apply((current) => rules.chooseFrame(current, frame, frameIndex));
}

/** Choosing a poster slot shows the sidebar for it. */
export function choosePoster(index: number): void {
  apply((current) => rules.choosePoster(current, index));
}

export function closeSidebar(): void {
  state.isSidebarOpen = false;
}

export function setPosterMargin(margin: boolean): void {
  apply((current) => rules.setPosterMargin(current, margin));
}

export function setPosterTags(tags: number[]): void {
  apply((current) => rules.setPosterTags(current, tags));
}

/**
 * Replaces the wall with one opened from a link (shared/gallery-wall/open-wall.ts) and goes
 * to `step`; the first slot is the active one and the sidebar is closed.
 */
export function openWall(wall: Pick<WallState, 'environment' | 'layout' | 'posters'>, step: number): void {
  apply((current) => rules.setStep({ ...current, ...wall, activePoster: 0, isSidebarOpen: false }, step));
}

export function resetWall(): void {
  Object.assign(state, emptyWall());
}
