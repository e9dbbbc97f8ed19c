/** GET /owner/reports?from=&to=&basis=: the sales of a range of local days, by the day ordered or the day fulfilled. */
import { reportRangeSchema } from '../contract/sales-report.ts';
import { http } from '../../platform/http/http.ts';
import { salesReport } from '../use-cases/sales-report.ts';

export const handler = http({ route: 'reports/get-owner-reports', query: reportRangeSchema }, async ({ query }) => salesReport(query));
