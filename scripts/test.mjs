// `npm test`: everything a change can break, in order of speed:
// typecheck, lint (ESLint + Prettier), unit and worker tests (vitest), browser tests.
// At the end (or at the first failure) a table gives each stage's time (the README's notes on `npm test`).
import { spawnSync } from 'node:child_process';
import { stageTable } from './lib/stage-times.mjs';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['eslint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
  ['unit and worker tests', 'npx', ['vitest', 'run']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // The checkout once more with the Stripe adapter against the fake Stripe (docs/payments.md "Contract tests").
  ['browser tests with Stripe', 'npx', ['playwright', 'test', '-c', 'playwright.stripe.config.ts']],
];

const stages = [];
const printTimes = () => console.log(`\nTime per stage:\n${stageTable(stages)}`);

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    stages.push({ name, seconds, outcome: 'failed' });
    printTimes();
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  stages.push({ name, seconds, outcome: 'passed' });
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
}
printTimes();
