import { origin } from './index';

/**
 * The commerce Worker: the embedded commerce API (./index.ts) on its own, bound to its D1
 * database. The storefront reaches it through the COMMERCE service binding (or, deployed
 * apart, over HTTP at API_ORIGIN). services/commerce/wrangler.toml configures it.
 */
export default origin;
