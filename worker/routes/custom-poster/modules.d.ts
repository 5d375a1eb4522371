// Binary modules (scripts/lib/build.mjs binaryModules): WebAssembly compiled by workerd, fonts as bytes.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module '*.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
