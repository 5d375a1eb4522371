/**
 * A file kept in R2 (binding MEDIA) as an answer: its type as stored (./uploads.ts and
 * ./photo-routes.ts store it), its length and ETag, and the caller's caching headers. The
 * length is always declared, so a storefront passing a large file on can tell a cut one
 * from a whole one (worker/api/pass-through.ts).
 */
export function storedFileAnswer(object: R2ObjectBody, headers: Record<string, string>): Response {
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      ETag: object.httpEtag,
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}
