// Preloaded into Prism (./api-contract.mjs): its upstream calls open a new connection each
// time. Node 20's global agent keeps sockets alive, and a socket the Workers runtime closed
// while idle was reused by Prism's next call: "socket hang up", a failed call that no shop
// would see in production (the storefront reaches the commerce Worker by service binding).
import http from 'node:http';

http.globalAgent = new http.Agent({ keepAlive: false });
