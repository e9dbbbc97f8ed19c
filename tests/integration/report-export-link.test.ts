/**
 * Large exports (docs/business-rules.md#the-owners-reports): a range whose file is over the inline threshold (8 KB on
 * the test stack, EXPORT_INLINE_MAX_BYTES; 1 MB deployed) answers 303 with a presigned link under exports/ in the
 * media bucket; the link downloads the same CSV as a named attachment, for 5 minutes: one signed longer ago, one
 * tampered with or none at all is refused, as S3 refuses them.
 */
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { localMediaBucket } from '../../functions/local/s3-local.ts';
import type { StoredOrder } from '../../functions/src/orders/store/order.ts';
import type { Customer } from '../fixtures/api.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { business } from '../../functions/src/platform/config/business.ts';
import { day, line, orderOf, writeOrder } from '../fixtures/report-orders.ts';

// The data modules' own clients read these at their first call, as they read the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
  MEDIA_BUCKET: localMediaBucket,
});
const { reportExport } = await import('../../functions/src/reports/use-cases/sales-report.ts');
const { presignExportDownload } = await import('../../functions/src/platform/media/media.ts');

let owner: Customer;
let D: string;
let orders: StoredOrder[];
const exportPath = (kind: 'orders' | 'lines', from: string, to: string) => `/owner/reports/export?kind=${kind}&from=${from}&to=${to}&basis=placed`;

beforeAll(async () => {
  owner = (await signedInOwner()).owner;
  // A day of its own on this stack, within the shop's life (reports start in 2018): September or early October of
  // 2018–2025 (sales-money-in.test.ts takes January to August, sales-reports.test.ts an autumn week from late October).
  for (;;) {
    D = day(`${business.servingSince + randomInt(8)}-09-01`, randomInt(45));
    const answer = await owner.call<string>('GET', exportPath('orders', D, D));
    if (answer.status === 200 && answer.body.split('\r\n').filter(Boolean).length === 1) break;
  }
  const userId = ulid();
  // 60 orders of a busy evening: about 14 KB of orders.
  orders = Array.from({ length: 60 }, (_, i) =>
    orderOf(
      {
        placedAt: `${D}T${String(16 + Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}:00.000Z`,
        slotId: `${D}T22:00:00.000Z`,
        mode: i % 3 === 0 ? 'delivery' : 'pickup',
        pay: i % 2 === 0 ? 'in-person-cash' : 'in-person-card',
        totals: [2000, i % 3 === 0 ? 499 : 0, 158, 300],
        lines: [line('jollof-rice', 'Jollof Rice', 1, 2000)],
        name: `Customer ${i + 1}`,
      },
      userId,
    ),
  );
  for (const order of orders) await writeOrder(order);
});

describe('a large export', () => {
  it('answers a short-lived link under exports/, which downloads the same CSV as a named attachment', async () => {
    const answer = await owner.call<{ url: string; bytes: number }>('GET', exportPath('orders', D, D));
    expect(answer.status).toBe(303);
    const url = new URL(answer.headers.get('location')!);
    expect(answer.body.url).toBe(url.href);
    expect(answer.body.bytes).toBeGreaterThan(8192);
    expect(url.origin).toBe(new URL(process.env.S3_ENDPOINT!).origin);
    expect(url.pathname).toMatch(new RegExp(`^/${localMediaBucket}/exports/[0-9A-Z]{26}/spices-orders-placed-${D}-to-${D}\\.csv$`));
    // Signed now, for five minutes.
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const signedAt = url.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
    expect(Math.abs(Date.parse(signedAt) - Date.now())).toBeLessThan(60_000);

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="spices-orders-placed-${D}-to-${D}.csv"`);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(answer.body.bytes);
    // The same file the API would have answered inline: byte-order mark, header, one row an order.
    expect(bytes.toString('utf8')).toBe(await reportExport({ from: D, to: D, basis: 'placed' }, 'orders'));
    expect(bytes.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(orders.length + 1);
  });

  it('is refused once the link is older than five minutes, changed, or without a signature', async () => {
    const answer = await owner.call<{ url: string }>('GET', exportPath('orders', D, D));
    expect(answer.status).toBe(303);
    const url = new URL(answer.headers.get('location')!);
    const key = decodeURIComponent(url.pathname.slice(`/${localMediaBucket}/`.length));
    const fileName = key.split('/').pop()!;
    const linkSignedAt = (secondsAgo: number) =>
      presignExportDownload({ key, fileName, expiresInSeconds: 300, signedAt: new Date(Date.now() - secondsAgo * 1000) });

    // The same link signed four minutes ago still works; signed five minutes and a second ago it has expired.
    expect((await fetch(await linkSignedAt(240))).status).toBe(200);
    const expired = await fetch(await linkSignedAt(301));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');

    // Another file's name in a signed link, a changed signature, or no signature: refused.
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('spices-orders', 'spices-lines');
    expect((await fetch(otherKey)).status).toBe(403);
    const tampered = new URL(url);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(`${url.origin}${url.pathname}`)).status).toBe(403);
  });

  it('stays inline below the threshold', async () => {
    const small = await owner.call<string>('GET', exportPath('orders', day(D, 1), day(D, 1)));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-disposition')).toContain('attachment;');
  });
});
