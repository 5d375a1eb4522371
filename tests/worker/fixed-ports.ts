/**
 * The tests that run `npm start` itself (two-shops, start-restart) listen on real ports, each
 * shop on four (PORT and PORT + 1 … + 3). They take them from TEST_PORT_BASE (default 18811)
 * so that several clones on one machine can run the suite at once, each in its own range:
 * two-shops uses BASE … BASE + 7, start-restart BASE + 12 … BASE + 15.
 */
export const TEST_PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 18811) || 18811;
