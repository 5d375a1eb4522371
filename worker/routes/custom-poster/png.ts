import type { FontId } from './fonts';
import { FONTS } from './fonts';

/**
 * SVG to PNG inside the Worker with resvg (@resvg/resvg-wasm, MPL-2.0). The WebAssembly is a
 * module of the Worker (workerd compiles WebAssembly only from modules, never from bytes at
 * run time; scripts/lib/build.mjs binaryModules) and the fonts are Data modules: the Worker
 * has no system fonts, so resvg gets exactly the faces the design uses. Everything here is
 * imported on the first PNG an isolate renders, never at start-up or for another route.
 */
type ResvgModule = typeof import('@resvg/resvg-wasm');
export type ResvgClass = ResvgModule['Resvg'];
type RenderedImage = ReturnType<InstanceType<ResvgClass>['render']>;

// Per isolate, not per request: the compiled renderer and the font bytes hold no request state.
let renderer: Promise<ResvgClass> | undefined;
const fonts = new Map<FontId, Promise<Uint8Array>>();

function loadRenderer(): Promise<ResvgClass> {
  renderer ??= (async () => {
    const [{ initWasm, Resvg }, wasm] = await Promise.all([import('@resvg/resvg-wasm'), import('@resvg/resvg-wasm/index_bg.wasm')]);
    await initWasm(wasm.default);
    return Resvg;
  })();
  // A failed start is tried again by the next request, not remembered.
  void renderer.catch(() => (renderer = undefined));
  return renderer;
}

function loadFont(id: FontId): Promise<Uint8Array> {
  let font = fonts.get(id);
  if (!font) {
    font = FONTS[id].load().then((module) => new Uint8Array(module.default));
    fonts.set(id, font);
    void font.catch(() => fonts.delete(id));
  }
  return font;
}

/** What resvg needs to draw with `faces`: its class and the font files. */
export interface Drawing {
  Resvg: ResvgClass;
  fontBuffers: Uint8Array[];
  faces: readonly FontId[];
}

export async function loadDrawing(faces: readonly FontId[]): Promise<Drawing> {
  const [Resvg, fontBuffers] = await Promise.all([loadRenderer(), Promise.all(faces.map(loadFont))]);
  return { Resvg, fontBuffers, faces };
}

/**
 * Draws `svg` (whose width and height attributes are the pixels wanted) and hands the image
 * to `read`, then frees what resvg allocated in its WebAssembly memory. One set of options
 * for thumbnails and print files alike (worker/routes/custom-poster/print.ts).
 */
export function drawn<T>({ Resvg, fontBuffers, faces }: Drawing, svg: string, read: (image: RenderedImage) => T): T {
  const resvg = new Resvg(svg, {
    font: { fontBuffers, defaultFontFamily: FONTS[faces[0] ?? 'inter'].family },
    fitTo: { mode: 'original' },
    shapeRendering: 2,
    textRendering: 1,
  });
  try {
    const image = resvg.render();
    try {
      return read(image);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** The PNG of `svg` (whose width and height attributes are the pixels wanted), drawn with `faces`. */
export async function renderPng(svg: string, faces: readonly FontId[]): Promise<Uint8Array<ArrayBuffer>> {
  // wasm-bindgen copies the PNG out of the WebAssembly memory into a fresh ArrayBuffer.
  return drawn(await loadDrawing(faces), svg, (image) => image.asPng() as Uint8Array<ArrayBuffer>);
}
