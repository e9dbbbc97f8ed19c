/**
 * `npm run bench:catalogue`: whether the catalogue's cost grows with the menu (issue 16). Starts its
 * own throw-away stack, then for a menu of 1×, 10× and 100× the starter menu (copies of the starter
 * dishes with new ids and names, written by the seed's writers, then the menu version raised) sends
 * warm-up calls and then ROUNDS (200) of each: GET /api/dishes, POST /api/dishes/dish by id and by
 * name (a starter dish with companions), GET /api/search/menu. Prints p50 and p99 of each and the
 * answer's size, plain and as sent (brotli, as a browser asks over HTTPS); and, as the store's own speed, a Query of
 * that dish's partition straight to DynamoDB Local, with the dish call's ratio to it (issue 27: ≤ 1.2). Prints figures; asserts
 * nothing. The local host has no per-client or stage limits (WAF and API Gateway's throttles are
 * AWS's), so no call is refused; any answer but 200 stops the run.
 */
import { loadavg } from 'node:os';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dishPk } from '../../functions/src/platform/table/keys.ts';
import type { DishImage } from '../../functions/src/catalogue/contract/catalogue.ts';
import { markMenuChanged, putAllIfAbsent } from '../../functions/src/catalogue/store/catalogue-seed.ts';
import { slugOf } from '../../functions/src/catalogue/rules/menu-editor.ts';
import { startEphemeralStack } from '../../functions/local/stack.ts';
import dishArt from '../../functions/src/catalogue/seed/dish-art.json' with { type: 'json' };
import { menu as starterMenu } from '../../functions/src/catalogue/seed/menu.ts';
import type { SeedDish } from '../../functions/src/catalogue/seed/menu-types.ts';
import { seedItems } from '../../functions/src/catalogue/store/starter-items.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const rounds = Number(process.env.ROUNDS ?? 200);
const warmUp = 20;
const sizes = [1, 10, 100] as const;
const art = dishArt as Record<string, DishImage[]>;
/** The dish whose page is read: a starter dish with companions, the same at every size. */
const pageDish = starterMenu.find((dish) => dish.goesWith.length > 0 && dish.optionalIngredients.length > 0)!;
const searchQuery = 'rice';

/** The starter dish's copy number `n`: its name with the number, its id from that name, as the editor makes one. */
function copyOf(seed: SeedDish, n: number): SeedDish {
  const copyId = (dishId: string) => slugOf(`${starterMenu.find((dish) => dish.id === dishId)?.name ?? dishId} ${n}`);
  const id = copyId(seed.id);
  const renamed = <T extends { id: string }>(part: T): T => ({ ...part, id: `${id}${part.id.slice(seed.id.length)}` });
  return {
    ...seed,
    id,
    name: `${seed.name} ${n}`,
    prices: seed.prices.map(renamed),
    optionalIngredients: seed.optionalIngredients.map(renamed),
    goesWith: seed.goesWith.map(copyId),
    similar: seed.similar.map(copyId),
  };
}

/** Writes copies `from`…`to - 1` of the starter menu (items only where none is), then raises the menu version. */
async function seedCopies(from: number, to: number): Promise<number> {
  const pairs = Array.from({ length: to - from }, (_, i) => starterMenu.map((seed) => [seed, copyOf(seed, from + i)] as const)).flat();
  const copies = pairs.map(([, copy]) => copy);
  if (new Set([...starterMenu, ...copies].map((dish) => dish.id)).size !== starterMenu.length + copies.length) {
    throw new Error('Two copies of the starter menu got the same id');
  }
  const copyArt = Object.fromEntries(pairs.map(([seed, copy]) => [copy.id, art[seed.id] ?? []]));
  const written = await putAllIfAbsent(seedItems(copies, copyArt, []));
  await markMenuChanged();
  return written;
}

type Call = { label: string; method: 'GET' | 'POST'; path: string; json?: unknown };

const stack = await startEphemeralStack();
const origin = new URL(stack.apiUrl).origin;

/** One call, timed to its last byte; its size plain and as sent. */
async function timed(call: Call): Promise<{ ms: number; plainBytes: number; sentBytes: number }> {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}${call.path}`, {
    method: call.method,
    headers: { 'accept-encoding': 'br, gzip', ...(call.json === undefined ? {} : { 'content-type': 'application/json', origin }) },
    body: call.json === undefined ? undefined : JSON.stringify(call.json),
  });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${call.label} answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
  return { ms, plainBytes: body.byteLength, sentBytes: Number(response.headers.get('content-length') ?? body.byteLength) };
}

/** The value below which the share `q` of the sorted values lies (nearest rank). */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const calls: Call[] = [
  { label: 'GET /api/dishes', method: 'GET', path: '/dishes' },
  { label: 'POST /api/dishes/dish (id)', method: 'POST', path: '/dishes/dish', json: { id: pageDish.id } },
  { label: 'POST /api/dishes/dish (name)', method: 'POST', path: '/dishes/dish', json: { name: pageDish.name } },
  { label: `GET /api/search/menu?query=${searchQuery}`, method: 'GET', path: `/search/menu?query=${searchQuery}` },
];

const store = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamoDbEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

/** The store's speed: one Query of the page dish's partition, straight to DynamoDB Local. */
async function storeQuery(): Promise<number> {
  const started = performance.now();
  await store.send(
    new QueryCommand({ TableName: stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': dishPk(pageDish.id) } }),
  );
  return performance.now() - started;
}

const stop = () => void stack.stop().then(() => process.exit(130));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

try {
  console.log(`Catalogue at 1×, 10×, 100× the starter menu (${starterMenu.length} dishes); ${rounds} calls each after ${warmUp} to warm up.`);
  let copies = 1;
  for (const size of sizes) {
    if (size > copies) {
      const started = performance.now();
      const written = await seedCopies(copies, size);
      console.log(`  (seeded ${written} items for ${size}× in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      copies = size;
    }
    console.log(`\n${size}× menu: ${starterMenu.length * size} dishes (load average ${loadAverage()})`);
    const p50s = new Map<string, number>();
    for (const call of calls) {
      for (let i = 0; i < warmUp; i++) await timed(call);
      const samples: number[] = [];
      let last = { plainBytes: 0, sentBytes: 0 };
      for (let i = 0; i < rounds; i++) {
        const { ms, ...bytes } = await timed(call);
        samples.push(ms);
        last = bytes;
      }
      samples.sort((a, b) => a - b);
      p50s.set(call.label, quantile(samples, 0.5));
      console.log(
        `  ${call.label.padEnd(36)} p50 ${quantile(samples, 0.5).toFixed(1).padStart(6)} ms   p99 ${quantile(samples, 0.99).toFixed(1).padStart(6)} ms   ${kilobytes(last.plainBytes).padStart(9)} (${kilobytes(last.sentBytes)} sent)`,
      );
    }
    for (let i = 0; i < warmUp; i++) await storeQuery();
    const storeSamples: number[] = [];
    for (let i = 0; i < rounds; i++) storeSamples.push(await storeQuery());
    storeSamples.sort((a, b) => a - b);
    const storeP50 = quantile(storeSamples, 0.5);
    const dishP50 = p50s.get(calls[1]!.label)!;
    console.log(
      `  ${'Query DISH#<id> (DynamoDB Local)'.padEnd(36)} p50 ${storeP50.toFixed(1).padStart(6)} ms   p99 ${quantile(storeSamples, 0.99).toFixed(1).padStart(6)} ms   dish call / store: ${(dishP50 / storeP50).toFixed(2)}`,
    );
  }
  console.log(`\nload average at the end: ${loadAverage()}`);
} finally {
  await stack.stop();
}
