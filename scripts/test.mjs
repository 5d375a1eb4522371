// `npm test`: everything a change can break, in order of speed:
// typecheck, lint (ESLint + Prettier), unit and worker tests (vitest), browser tests.
// The three static checks run side by side (each is one process on one core, and together
// they were a minute of the run one after the other); each one's output is printed whole
// when it ends, so their lines never interleave. The rest run one after another: each uses
// both cores itself.
// At the end (or at the first failure) a table gives each stage's time and the run's wall
// time (the README's notes on `npm test`).
import { spawn } from 'node:child_process';
import { stageTable } from './lib/stage-times.mjs';

const checks = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['eslint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
];
const steps = [
  checks,
  [['unit and worker tests', 'npx', ['vitest', 'run']]],
  [['chromium', 'node', ['scripts/ensure-chromium.mjs']]],
  [['browser tests', 'npx', ['playwright', 'test']]],
  // The checkout once more with the Stripe adapter against the fake Stripe (docs/payments.md "Contract tests").
  [['browser tests with Stripe', 'npx', ['playwright', 'test', '-c', 'playwright.stripe.config.ts']]],
];

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
const started = Date.now();
const stages = [];
const printTimes = () => console.log(`\nTime per stage:\n${stageTable(stages, (Date.now() - started) / 1000)}`);

/** Runs one stage; alone it writes straight to the terminal, beside others its output is kept and printed when it ends. */
function run([name, command, args], alone) {
  const begun = Date.now();
  if (alone) console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - begun) / 1000;
      if (!alone) {
        console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      const outcome = code === 0 ? 'passed' : 'failed';
      console.log(outcome === 'passed' ? `✔ ${name} (${seconds.toFixed(1)} s)` : `✖ ${name} failed (exit ${code ?? signal})`);
      resolve({ name, seconds, outcome, code });
    });
  });
}

for (const group of steps) {
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  stages.push(...results.map(({ name, seconds, outcome }) => ({ name, seconds, outcome })));
  const failed = results.find((result) => result.outcome === 'failed');
  if (failed) {
    printTimes();
    console.error(`\n✖ ${failed.name} failed`);
    process.exit(failed.code || 1);
  }
}
printTimes();
