/**
 * GET /owner/reports/export?kind=orders|lines|days&from=&to=&basis=: a range's orders, their lines, or its days' points
 * and offer e-mails, as a CSV download; a large file as a 303 to a short-lived link
 * (docs/business-rules.md#the-owners-reports), which the browser follows.
 */
import { reportExportQuerySchema } from '../contract/sales-report.ts';
import { FileDownload, http, Reply } from '../../platform/http/http.ts';
import { exportFileName, reportExportFile } from '../use-cases/sales-report.ts';

export const handler = http({ route: 'reports/get-owner-reports-export', query: reportExportQuerySchema }, async ({ query }) => {
  const { kind, ...range } = query;
  const file = await reportExportFile(range, kind);
  if (file.kind === 'link') return new Reply(303, { url: file.url, bytes: file.bytes }, { location: file.url });
  return new FileDownload(file.csv, 'text/csv; charset=utf-8', exportFileName(range, kind));
});
