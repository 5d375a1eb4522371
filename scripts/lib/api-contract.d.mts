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
  /** The calls it passed on to the upstream so far, as "METHOD path". */
  forwarded(): string[];
  stop(): Promise<void>;
}
/** Prism (`prism proxy … --errors`) on 127.0.0.1:`port` in front of `upstream`, from `document`. */
export function startContractProxy(options: {
  document: Record<string, unknown>;
  upstream: string;
  port: number;
  onViolation?: (line: string) => void;
}): Promise<ContractProxy>;
