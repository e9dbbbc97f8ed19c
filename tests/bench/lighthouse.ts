/**
 * `npm run lighthouse`: Lighthouse mobile scores (performance, accessibility, best practices, SEO)
 * for home, menu and a dish page, served by the same local stack as `npm start` (in memory, on
 * free ports) and measured in Debian's Chromium: the median of three runs per page (LIGHTHOUSE_RUNS
 * sets another count). Prints figures; asserts nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEphemeralStack } from '../../functions/local/stack.ts';
import { ensureSiteBuilt } from '../../web/scripts/ensure-built.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const pages = [
  ['home', ''],
  ['menu', 'menu'],
  ['dish', 'menu/Jollof-Rice'],
] as const;

ensureSiteBuilt();
const stack = await startEphemeralStack();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const pct = (score: number | null | undefined) => (score === null || score === undefined ? '  –' : String(Math.round(score * 100)).padStart(3));
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
try {
  console.log(`Lighthouse (mobile, simulated throttling), the median of ${runs} runs per page (by performance score):`);
  console.log("  page   perf  a11y  best  seo    LCP      TBT     CLS    (each run's perf)");
  for (const [name, path] of pages) {
    // A warm-up run first, so the figures are not those of a cold DynamoDB Local and disk cache.
    await lighthouse(`${stack.shopUrl}${path}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${stack.shopUrl}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(result!.lhr);
    }
    const sorted = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = sorted[Math.floor(sorted.length / 2)]!;
    const c = lhr.categories;
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '–';
    console.log(
      `  ${name.padEnd(6)} ${pct(c.performance?.score)}   ${pct(c.accessibility?.score)}   ${pct(c['best-practices']?.score)}   ${pct(c.seo?.score)}   ${audit('largest-contentful-paint').padStart(7)}  ${audit('total-blocking-time').padStart(7)}  ${audit('cumulative-layout-shift').padStart(6)}    (${results.map((r) => pct(r.categories.performance?.score).trim()).join(', ')})`,
    );
    // The main thread's long tasks (Lighthouse's own list, at its simulated phone's speed): hydration should be none of them.
    const longTasks = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
    const taskOf = (task: { url?: string; duration?: number }) =>
      `${Math.round(task.duration ?? 0)} ms ${task.url ? (task.url.split('/').at(-1) ?? task.url) : '(no script)'}`;
    console.log(`         long tasks: ${longTasks.length === 0 ? 'none' : longTasks.slice(0, 4).map(taskOf).join(', ')}`);
    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['performance', 'accessibility', 'seo', 'best-practices'].some((cat) => c[cat]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)),
    );
    for (const a of failing) console.log(`         ↳ ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
