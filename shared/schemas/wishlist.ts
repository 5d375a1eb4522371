/**
 * The bodies of an artist's saved wishlist calls (docs/api.md "Artist calls", docs/accounts.md
 * "The wishlist across sign-in"): `PUT /api/my/wishlist` and `POST /api/my/wishlist/merge`
 * both take `{ entries }`, each entry exactly as sync-wishlist takes it (shared/schemas/cart.ts:
 * id, display fields of at most 500 characters, nothing else), at most 200 of them. A body
 * that breaks it is answered 422 `{ error, field }` ("entries[3].id").
 */
import * as v from 'valibot';
import { wishlistInput } from './cart';
import { record } from './rules';

export const savedWishlistBody = record({ entries: wishlistInput });
export type SavedWishlistBody = v.InferOutput<typeof savedWishlistBody>;
