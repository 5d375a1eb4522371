import type { Context } from 'hono';
import * as v from 'valibot';
import { decodeValues } from '../../../shared/custom-poster/designs';
import { readAtMost } from '../../../shared/http/body';
import { printFilesAnswer, type PrintFileLine } from '../../../shared/schemas/ops';
import { callUpstream } from '../../api/upstream';
import type { AppEnv } from '../../context';
import { SHEETS } from '../custom-poster/request';
import { loadDrawing } from '../custom-poster/png';
import { printFile } from '../custom-poster/print';
import { fontsOf } from '../custom-poster/svg';

/**
 * GET /__ops/orders/{order id}/lines/{position}/print.png (docs/designers.md "Print files"):
 * the print file of a paid order's custom poster line, for the operator or the print shop's
 * fulfilment, with an operator token (./access.ts, checked by the caller). The commerce API
 * says what the line is printed from, and only for a paid order
 * (GET /api/ops/orders/{id}/print-files, with COMMERCE_OPS_TOKEN); the design is drawn at
 * the sheet's print size a band at a time and streamed (../render/print.ts). The public
 * render route draws thumbnails only: a print-size drawing costs seconds of CPU and, drawn
 * whole, more memory than an isolate has, so nobody but an operator can start one.
 */
type OpsContext = Context<AppEnv>;

/** Print files drawn at once per isolate: each takes a second or two of CPU; more wait for a retry. */
export const PRINTS_AT_ONCE = 2;
let printing = 0;

const ANSWER_LIMIT = 512 * 1024;

export async function printFileRoute(c: OpsContext): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const position = Number(c.req.param('position'));
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) return refuse(c, 503, 'Print files need COMMERCE_OPS_TOKEN, the commerce API’s OPS_TOKEN');
  const lines = await paidLines(c, id, bearer);
  if (lines instanceof Response) return lines;
  const line = lines.find((candidate) => candidate.position === position);
  if (!line) return refuse(c, 404, `Order ${id} has no line ${position}`);
  if (!line.template) {
    const photo = line.photo ? `: it is printed from its photo, GET /api/photos/${line.photo.key}` : '';
    return refuse(c, 409, `Line ${position} of order ${id} is not a custom poster${photo}`);
  }
  const decoded = decodeValues(line.template.values);
  if (!decoded.ok) return refuse(c, 409, `The design of line ${position} cannot be drawn: ${decoded.error}`);
  const sheet = line.size ?? '';
  if (!(SHEETS as readonly string[]).includes(sheet)) {
    return refuse(c, 409, `Line ${position} is on size ${sheet || '(none)'}; custom posters print on ${SHEETS.join(', ')}`);
  }
  if (printing >= PRINTS_AT_ONCE)
    return refuse(c, 503, 'Other print files are being drawn; try again in a few seconds', { 'Retry-After': '5' });
  printing++;
  let release = () => {
    printing--;
    release = () => undefined;
  };
  try {
    const { width, height, body } = printFile(decoded.design, sheet, await loadDrawing(fontsOf(decoded.design)));
    const name = `order-${id}-line-${position}-${decoded.design.template}-${sheet}.png`.replace(/[^A-Za-z0-9._-]/g, '_');
    return new Response(
      releasedWith(body, () => release()),
      {
        headers: {
          'Content-Type': 'image/png',
          'Content-Disposition': `attachment; filename="${name}"`,
          'X-Print-Pixels': `${width}x${height}`,
        },
      },
    );
  } catch (error) {
    release();
    throw error;
  }
}

/** The order's lines, if the commerce API says it is paid; else the answer to give. */
async function paidLines(c: OpsContext, id: string, bearer: string): Promise<PrintFileLine[] | Response> {
  const response = await callUpstream(
    { method: 'GET', path: `/api/ops/orders/${encodeURIComponent(id)}/print-files`, bearer },
    c.env,
    c.var.market,
  );
  const body = await readAtMost(response, ANSWER_LIMIT).catch(() => null);
  const json: unknown = body ? safeJson(new TextDecoder().decode(body)) : null;
  const message = isErrorAnswer(json) ? json.error : null;
  if (response.status === 404) return refuse(c, 404, message ?? `No order ${id}`);
  if (response.status === 409) return refuse(c, 409, message ?? `Order ${id} is not paid`);
  if (response.status === 401) return refuse(c, 502, 'The commerce API refused COMMERCE_OPS_TOKEN (it is not its OPS_TOKEN)');
  const parsed = v.safeParse(printFilesAnswer, json);
  if (!response.ok || !parsed.success) return refuse(c, 502, `The commerce API answered ${response.status} without the order's lines`);
  return parsed.output.lines;
}

/** `body`, calling `release` once it has ended, failed or been cancelled. */
function releasedWith(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}

function refuse(c: OpsContext, status: 404 | 409 | 502 | 503, error: string, headers: Record<string, string> = {}): Response {
  return c.json({ error }, status, headers);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isErrorAnswer = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
