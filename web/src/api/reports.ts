/**
 * The owner's reports (docs/business-rules.md#the-owners-reports): GET /api/owner/reports for a range of local days
 * and a date basis, and the addresses of the two CSV exports (a same-origin download: the owner's session cookie
 * goes with it, and the server answers it as an attachment). A range already read shows at once when chosen again.
 */
import type { ReportExport, ReportRange, SalesReport } from '@functions/reports/contract/sales-report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase, apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const reportSchema = () => import('@functions/reports/contract/sales-report').then((contracts) => contracts.salesReportSchema);

export function getSalesReport(range: ReportRange, { signal }: { signal?: AbortSignal } = {}): Promise<SalesReport> {
  return apiRequest('/owner/reports', { query: range, schema: reportSchema, signal });
}

export const reportQueries = {
  all: () => privateKeyRoots.reports,
  range: (range: ReportRange) =>
    queryOptions({
      queryKey: [...privateKeyRoots.reports, range.basis, range.from, range.to] as const,
      queryFn: ({ signal }) => getSalesReport(range, { signal }),
      // Today's figures move as orders come in; older days hardly do.
      staleTime: 60_000,
    }),
};

/** The report of a range; while another range loads, the last one stays on screen (marked as updating). */
export function useSalesReport(range: ReportRange) {
  return useQuery({ ...reportQueries.range(range), placeholderData: keepPreviousData });
}

/** Where the browser downloads a range's export. */
export function reportExportUrl(kind: ReportExport, range: ReportRange): string {
  const query = new URLSearchParams({ kind, from: range.from, to: range.to, basis: range.basis });
  return `${apiBase}/owner/reports/export?${query}`;
}
