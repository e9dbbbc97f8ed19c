/** GET /owner/reports/export?kind=orders|lines&from=&to=&basis=: a range's orders or their lines, as a CSV download. */
import { reportExportQuerySchema } from '../../contracts/sales-report.ts';
import { FileDownload, http } from '../../middleware/http.ts';
import { exportFileName, reportExport } from '../../services/sales-report.ts';

export const handler = http({ route: 'owner/get-owner-reports-export', query: reportExportQuerySchema }, async ({ query }) => {
  const { kind, ...range } = query;
  return new FileDownload(await reportExport(range, kind), 'text/csv; charset=utf-8', exportFileName(range, kind));
});
