// Stands in for prettier in the commerce Worker's bundle (scripts/lib/build.mjs buildCommerce):
// @react-email/render loads it only for render(…, { pretty: true }), which the mail never asks for.
export function format() {
  throw new Error('prettier is not bundled in the commerce Worker: render mail without { pretty: true }');
}
export default {};
