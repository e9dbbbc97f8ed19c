/** GET /owner/reports?from=&to=&basis=: the sales of a range of local days, by the day ordered or the day fulfilled. */
import { reportRangeSchema } from '../../contracts/sales-report.ts';
import { http } from '../../middleware/http.ts';
import { salesReport } from '../../services/sales-report.ts';

export const handler = http({ route: 'owner/get-owner-reports', query: reportRangeSchema }, async ({ query }) => salesReport(query));
