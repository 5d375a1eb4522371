export const LOCAL_OPS_KEY: Uint8Array<ArrayBuffer>;
export function signOperatorToken(options: {
  sub: string;
  iss?: string;
  aud?: string;
  exp?: number;
  lifetime?: number;
  key?: Uint8Array;
  alg?: 'HS256' | 'HS512';
}): Promise<string>;
