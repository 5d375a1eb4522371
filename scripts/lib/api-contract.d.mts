/** A port for the contract run: CONTRACT_PORT_BASE + offset when set, else one free now. */
export function contractPort(offset?: number): Promise<number>;
/** The API's OpenAPI document as the commerce Worker at `upstream` serves it. */
export function readApiDocument(upstream: string): Promise<Record<string, unknown>>;
export interface ContractProxy {
  origin: string;
  /** What it forwards to: the commerce Worker's own origin. */
  upstream: string;
  /** Prism's refusals so far: a request or an answer the document does not allow, one line each. */
  violations(): string[];
  /** Prism's own failures to reach the upstream (no violation: e.g. a kept-alive socket the runtime closed). */
  proxyErrors(): string[];
  /** The calls whose bodies are images, sent straight to the upstream (Prism re-encodes bytes), as "METHOD path". */
  passedBy(): string[];
  /** The calls Prism passed on to the upstream so far, as "METHOD path". */
  forwarded(): string[];
  stop(): Promise<void>;
}
/** The contract's proxy on 127.0.0.1:`port`: Prism (`prism proxy … --errors`, on `prismPort`) in front of `upstream`, from `document`; image calls go around it. */
export function startContractProxy(options: {
  document: Record<string, unknown>;
  upstream: string;
  port: number;
  /** Where Prism itself listens, behind the proxy's own port. */
  prismPort: number;
  onViolation?: (line: string) => void;
  onProxyError?: (line: string) => void;
}): Promise<ContractProxy>;
