import { staticFileSecurityHeaders } from '../middleware/security-headers/static-files';
import { NO_SCRIPT_STYLESHEET } from '../components/browse/NoScript';
import { generatedFiles } from './generated';
import { headersFile } from './headers-file';
import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE } from './speculation-rules';

export { ASSETS_PATH } from './headers-file';

/**
 * What the build writes for Workers Static Assets (scripts/lib/build.mjs bundles this module
 * for Node, ADR 0015) beside esbuild's `hashed` files: the files it draws itself and the
 * `_headers` file for all of them.
 */
export async function staticAssets(hashed: readonly string[]): Promise<{ files: Record<string, string | Uint8Array>; headers: string }> {
  const files = generatedFiles();
  const clash = hashed.find((name) => name in files);
  if (clash) throw new Error(`static file "${clash}" is both built by esbuild and drawn by the build`);
  const headers = headersFile({
    files: [...hashed, ...Object.keys(files)],
    // The no-script style is named by its content too (worker/components/browse/NoScript.tsx).
    hashed: new Set([...hashed, NO_SCRIPT_STYLESHEET]),
    security: await staticFileSecurityHeaders(),
    contentTypes: { [SPECULATION_RULES_FILE]: SPECULATION_RULES_TYPE },
  });
  return { files, headers };
}
