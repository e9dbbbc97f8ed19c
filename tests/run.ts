/**
 * `npm test`: the guardrails first (tsc --noEmit, ESLint, Prettier --check: one check each), then
 * starts the local stack once (DynamoDB Local in memory, the SES emulator, the local host on free
 * ports), runs vitest (unit, integration, infra) and Playwright (Chromium) against it, and stops
 * it. Ends with one line: "tests: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startEphemeralStack } from '../functions/local/stack.ts';
import { repoRoot } from '../repo-paths.ts';
import { ensureSiteBuilt } from '../web/scripts/ensure-built.ts';

// The local machine runs Node 20; the Lambdas run Node 22. The SDK's reminder is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const reportsDir = join(repoRoot, 'tests', '.reports');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, command), ...args], { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** The guardrails: each is one check in the count, and a failing one fails `npm test`. */
const guardrails: [name: string, script: string, args: string[]][] = [
  ['types: tsc --noEmit', 'node_modules/typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['lint: eslint', 'node_modules/eslint/bin/eslint.js', ['.', '--max-warnings=0']],
  ['format: prettier --check', 'node_modules/prettier/bin/prettier.cjs', ['--check', '.', '--log-level=warn']],
];

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { name: string; assertionResults?: { fullName: string; status: string }[] }[];
};
type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites?: PlaywrightSuite[] };

function playwrightTests(report: PlaywrightReport | undefined): { name: string; status: string }[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): { name: string; status: string }[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, status: test.status })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  // The top suites are the files; below them, the describe blocks.
  return (report?.suites ?? []).flatMap((file) => walk(file, []));
}

/** Every test that failed, one line each: `failed: <file> › <name>`. */
function failedTests(vitest: VitestReport | undefined, playwright: PlaywrightReport | undefined): string[] {
  const fromVitest = (vitest?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `failed: ${relative(repoRoot, file.name)} › ${test.fullName}`),
  );
  const fromPlaywright = playwrightTests(playwright)
    .filter((test) => test.status === 'unexpected')
    .map((test) => `failed: ${test.name}`);
  return [...fromVitest, ...fromPlaywright];
}

/** Every Playwright test that passed only on a retry: a defect to fix, named so it can be. */
function retriedTests(playwright: PlaywrightReport | undefined): string[] {
  return playwrightTests(playwright)
    .filter((test) => test.status === 'flaky')
    .map((test) => `passed only on retry: ${test.name}`);
}

async function main() {
  const started = Date.now();
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  const failedGuardrails: string[] = [];
  for (const [name, script, args] of guardrails) {
    console.log(`[check] ${name}`);
    if ((await run(script, args, process.env)) !== 0) failedGuardrails.push(name);
  }

  ensureSiteBuilt();
  const stack = await startEphemeralStack((line) => console.log(`[stack] ${line}`));
  console.log(`[stack] up at ${stack.shopUrl} (DynamoDB Local ${stack.dynamoDbEndpoint}, mailbox ${stack.mailboxUrl})`);
  // One seed for every random test input of the run (tests/fixtures/seeded-random.ts): printed, so a failure can be replayed.
  const testSeed = process.env.TEST_SEED?.trim() || String(randomInt(2 ** 31));
  console.log(`[random] TEST_SEED=${testSeed} (run again with TEST_SEED=${testSeed} to pick the same test inputs)`);
  const env = {
    ...process.env,
    TEST_SEED: testSeed,
    SHOP_URL: stack.shopUrl,
    API_URL: stack.apiUrl,
    MAILBOX_URL: stack.mailboxUrl,
    DYNAMODB_ENDPOINT: stack.dynamoDbEndpoint,
    TABLE_NAME: stack.tableName,
    S3_ENDPOINT: stack.s3Endpoint,
    STRIPE_URL: stack.stripeUrl,
    MESSAGING_URL: `${stack.messagingUrl}/`,
    PUSH_URL: `${stack.pushUrl}/`,
    SCHEDULER_URL: stack.schedulerUrl,
  };

  let vitestCode: number;
  let playwrightCode: number;
  try {
    vitestCode = await run(
      'node_modules/vitest/vitest.mjs',
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportsDir, 'vitest.json')}`],
      env,
    );
    playwrightCode = await run('node_modules/@playwright/test/cli.js', ['test'], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportsDir, 'playwright.json'),
    });
  } finally {
    await stack.stop();
  }

  const vitest = readJson<VitestReport>(join(reportsDir, 'vitest.json'));
  const playwright = readJson<PlaywrightReport>(join(reportsDir, 'playwright.json'));
  const checksPassed = guardrails.length - failedGuardrails.length;
  const passed = checksPassed + (vitest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0);
  let failed = failedGuardrails.length + (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
  // A runner that failed without a report (a crash, a config error) still counts as a failure.
  if (failed === 0 && (vitestCode !== 0 || playwrightCode !== 0)) failed = 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (failedGuardrails.length > 0) console.log(`\nfailed checks: ${failedGuardrails.join('; ')}`);
  // The names again at the very end, where a log cut to its tail (a CI summary) still shows them.
  const unsteady = [...failedTests(vitest, playwright), ...retriedTests(playwright)];
  if (unsteady.length > 0) console.log(`\n${unsteady.join('\n')}`);
  console.log(
    `\nchecks: ${checksPassed} of ${guardrails.length} passed; vitest: ${vitest?.numPassedTests ?? 0} passed; playwright: ${playwright?.stats.expected ?? 0} passed, ${playwright?.stats.flaky ?? 0} passed only on retry (a defect to fix); ${seconds} s in all; TEST_SEED=${testSeed}`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
