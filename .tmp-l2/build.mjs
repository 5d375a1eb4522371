import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const [entry, out] = process.argv.slice(2);
const r = await build({ absWorkingDir: process.cwd(), entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', target: ['es2022'],
  conditions: ['workerd', 'worker', 'browser'], mainFields: ['module', 'main'], outfile: out, minify: false, jsx: 'automatic',
  external: ['cloudflare:*', 'node:*'], define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'warning', metafile: true });
const b = readFileSync(out); console.log(entry, b.length, 'gz', gzipSync(b).length);
const inputs = Object.entries(r.metafile.outputs[Object.keys(r.metafile.outputs)[0]].inputs).map(([k,v])=>[k.replace(/node_modules\//,'').split('/').slice(0,2).join('/'), v.bytesInOutput]);
const agg = {}; for (const [k,v] of inputs) agg[k]=(agg[k]??0)+v; console.log(Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,25));
