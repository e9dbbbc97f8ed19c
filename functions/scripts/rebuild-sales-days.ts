/**
 * `npm run reports:rebuild [-- --from 2026-01-01 --to 2026-12-31] [-- --repair]`: recomputes the owner's per-day sales totals from the orders themselves
 * (docs/business-rules.md#the-owners-reports) and compares them with the kept ones. Prints each difference and exits
 * 1 when there is any; with --repair, replaces the days that differ. It reads the table named by TABLE_NAME (with
 * DYNAMODB_ENDPOINT for DynamoDB Local), in the AWS account and region of the environment.
 */
import { rebuildSalesDays } from '../src/reports/use-cases/sales-report.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const repair = process.argv.includes('--repair');
const result = await rebuildSalesDays({ repair, from: argument('--from'), to: argument('--to') });
console.log(`Read ${result.orders} orders of ${process.env.TABLE_NAME}.`);
if (result.differences.length === 0) {
  console.log('The kept sales totals agree with the orders: no difference.');
} else {
  console.log(`${result.differences.length} day item(s) differ from the orders:`);
  for (const difference of result.differences) console.log(`  ${difference}`);
  console.log(result.repaired ? 'Repaired: those days now hold what the orders say.' : 'Run again with --repair to replace them.');
}
process.exit(result.differences.length > 0 && !result.repaired ? 1 : 0);
