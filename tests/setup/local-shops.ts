/**
 * The test shops reach no host outside this machine (the payment provider, the identity
 * provider, Stripe's stand-in and the mail service are all local, over plain HTTP), so their
 * workerd needs no extra certificate authorities. Miniflare reads NODE_EXTRA_CA_CERTS when it
 * is first imported and writes every certificate of that file into each workerd configuration
 * it encodes; a machine that points it at the whole system bundle (144 certificates here)
 * made each shop start cost 50-100 ms more of the test process's CPU (its configuration's
 * Cap'n Proto arena is copied as it grows), over about 150 shop starts a run. `npm start`
 * keeps it: a shop that calls Stripe may need a proxy's authority.
 */
delete process.env.NODE_EXTRA_CA_CERTS;
