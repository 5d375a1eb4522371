import type { CSSProperties } from 'react';
import { findEnvironment } from '../../../shared/gallery-wall/environments';
import { findLayout } from '../../../shared/gallery-wall/layouts';
import { previewSlots, roomColours, roomShapes, roomView } from '../../../shared/gallery-wall/preview';
import type { DesignerPoster } from '../../../shared/gallery-wall/rules';
import { responsiveImage, wallSheetImage } from '../../../shared/responsive-image';
import { ImageType, type ProductSummary } from '../../../shared/types';

export interface WallPreviewProps {
  environment: string | null;
  layout: string | null;
  posters: readonly DesignerPoster[];
  catalog: ReadonlyMap<number, ProductSummary>;
  activePoster: number;
  /** Steps 3 and 4: the slots are buttons that choose the slot. */
  isInteractive: boolean;
  label: string;
  slotLabel: (index: number) => string;
  onChoose: (index: number) => void;
  slotRef: (index: number, element: HTMLButtonElement | null) => void;
}

/** The image the slot shows: the poster with or without its white margin, else its thumbnail. */
function posterImage(poster: DesignerPoster, catalog: ReadonlyMap<number, ProductSummary>): string | null {
  if (!poster.product) return null;
  const product = catalog.get(poster.product.id);
  const wanted = poster.margin ? ImageType.Margin : ImageType.NoMargin;
  const image =
    product?.images.find((candidate) => candidate.t === wanted) ?? product?.images.find((candidate) => candidate.t === ImageType.NoMargin);
  return image?.url ?? (poster.product.thumb || null);
}

/** The frame's swatch (its profile's look), drawn around the sheet. */
function frameSwatch(poster: DesignerPoster, catalog: ReadonlyMap<number, ProductSummary>): string | null {
  if (!poster.frame) return null;
  const frame = catalog.get(poster.frame.id);
  return frame?.images.find((image) => image.t === ImageType.FrameSwatch)?.url ?? null;
}

/**
 * The room with the wall to scale (shared/gallery-wall/preview.ts): the room drawn in SVG in
 * cm, and each slot a box placed in percent of it, its frame's profile as padding. Slots
 * are buttons from step 3 on (touch, pointer and keyboard choose a slot alike).
 */
export function WallPreview(props: WallPreviewProps) {
  const { catalog, posters, activePoster, isInteractive } = props;
  const environment = props.environment ? findEnvironment(props.environment) : undefined;
  if (!environment) return null;
  const layout = props.layout ? findLayout(props.layout) : undefined;
  const view = roomView(environment);
  const colours = roomColours(environment.colour);
  const slots = layout ? previewSlots(layout, environment, (index) => !!posters[index]?.frame) : [];
  return (
    <div
      className="wall-preview"
      role="group"
      aria-label={props.label}
      style={{ aspectRatio: `${view.width} / ${view.height}` }}
      data-room={environment.room}
    >
      <svg
        className="wall-room"
        viewBox={`0 0 ${view.width} ${view.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect width={view.width} height={view.height} fill={colours.wall} />
        {roomShapes(environment).map((shape, index) => (
          <rect
            key={index}
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            rx={shape.radius}
            fill={colours[shape.tone]}
          />
        ))}
      </svg>
      {slots.map(({ index, box, profile }) => {
        const poster = posters[index];
        const image = poster ? posterImage(poster, catalog) : null;
        const swatch = poster ? frameSwatch(poster, catalog) : null;
        const style: CSSProperties = {
          left: `${box.left}%`,
          top: `${box.top}%`,
          width: `${box.width}%`,
          height: `${box.height}%`,
          padding: `${profile}%`,
          ...(swatch ? { backgroundImage: `url("${swatch}")` } : {}),
        };
        const className = `wall-slot${poster?.frame ? ' is-framed' : ''}${isInteractive && index === activePoster ? ' is-active' : ''}`;
        // The sheet is the slot's box inside the frame's profile (padding in percent of the preview's width).
        const sheet = image ? (
          <img {...responsiveImage(image, wallSheetImage((box.width - 2 * profile) / 100))} alt="" className="wall-sheet" />
        ) : (
          <span className="wall-sheet is-empty" />
        );
        return isInteractive ? (
          <button
            key={index}
            type="button"
            className={className}
            style={style}
            aria-pressed={index === activePoster}
            aria-label={props.slotLabel(index)}
            onClick={() => props.onChoose(index)}
            ref={(element) => props.slotRef(index, element)}
          >
            {sheet}
          </button>
        ) : (
          <span key={index} className={className} style={style}>
            {sheet}
          </span>
        );
      })}
    </div>
  );
}

/** A layout drawn small, to scale (the layout step's choices). */
export function LayoutThumb({ id }: { id: string }) {
  const layout = findLayout(id);
  if (!layout) return null;
  const width = Math.max(...layout.slots.map((slot) => slot.x + slot.width));
  const height = Math.max(...layout.slots.map((slot) => slot.y + slot.height));
  return (
    <svg className="layout-thumb" viewBox={`-4 -4 ${width + 8} ${height + 8}`} aria-hidden="true" focusable="false">
      {layout.slots.map((slot, index) => (
        <rect key={index} x={slot.x} y={slot.y} width={slot.width} height={slot.height} />
      ))}
    </svg>
  );
}
