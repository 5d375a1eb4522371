/**
 * POST /__ops/artist-sessions (docs/operations.md "Sign an artist out everywhere"): ends every
 * open session of an artist, on every browser and device, through the commerce API's operator
 * call `POST /api/ops/artists/{id}/sessions/end` with COMMERCE_OPS_TOKEN. From the view's form
 * (urlencoded `artist`) or a script (JSON `{ "artist_id": 3 }`). Their next request finds the
 * session ended and signs them out (docs/accounts.md "Ending a session").
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { readBodyText } from '../../../shared/http/body';
import { endedSessionsAnswer } from '../../../shared/schemas/sessions';
import type { AppEnv } from '../../context';
import { isJsonRequest } from './purge-form';
import { timedCall } from './status';

export type ArtistSignOutOutcome = { ok: true; artistId: number; ended: number } | { ok: false; status: 400 | 502 | 503; message: string };

/** What the form shows again. */
export interface ArtistSessionsState {
  typed: string;
  outcome?: ArtistSignOutOutcome;
}

const BODY_LIMIT = 4 * 1024;
const ARTIST_ID = /^[1-9]\d{0,8}$/;

/** The artist id of the body (as typed), or the refusal. */
async function readArtistId(c: Context<AppEnv>): Promise<{ typed: string; artistId: number | null }> {
  const text = (await readBodyText(c.req.raw, BODY_LIMIT)) ?? '';
  const typed = (isJsonRequest(c) ? jsonArtistId(text) : (new URLSearchParams(text).get('artist') ?? '')).trim().slice(0, 40);
  return { typed, artistId: ARTIST_ID.test(typed) ? Number(typed) : null };
}

/** `artist_id` of a JSON body, as text ('' when there is none). */
function jsonArtistId(text: string): string {
  try {
    const body = JSON.parse(text) as unknown;
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>).artist_id : undefined;
    return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  } catch {
    return '';
  }
}

/** Ends the artist's sessions; never throws: a failure is the outcome, said in words. */
export async function signArtistOutEverywhere(c: Context<AppEnv>): Promise<ArtistSessionsState> {
  const { typed, artistId } = await readArtistId(c);
  if (artistId === null) {
    return {
      typed,
      outcome: { ok: false, status: 400, message: 'Give the artist’s id, a whole number (as in /api/ops/posters and the seed)' },
    };
  }
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) {
    return {
      typed,
      outcome: { ok: false, status: 503, message: 'Not configured: set COMMERCE_OPS_TOKEN to the commerce API’s OPS_TOKEN' },
    };
  }
  const { response, error } = await timedCall(c, {
    method: 'POST',
    path: `/api/ops/artists/${artistId}/sessions/end`,
    body: '{}',
    headers: new Headers({ accept: 'application/json', 'content-type': 'application/json' }),
    bearer,
  });
  if (!response) return { typed, outcome: { ok: false, status: 502, message: `The commerce API could not be reached: ${error}` } };
  const parsed = v.safeParse(endedSessionsAnswer, await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    const why = response.status === 401 ? ' (COMMERCE_OPS_TOKEN is not the commerce API’s OPS_TOKEN)' : '';
    return { typed, outcome: { ok: false, status: 502, message: `The commerce API answered ${response.status}${why}` } };
  }
  return { typed, outcome: { ok: true, artistId, ended: parsed.output.ended } };
}
