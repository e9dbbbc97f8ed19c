/**
 * Structured logs and metrics, from Powertools for AWS Lambda: one Logger (JSON lines with the
 * function's request id, and the order or enquiry id where a call has one) and one Metrics
 * (CloudWatch embedded metric format, namespace Spices), published after a call that counted something. Both are made at first use, so the local
 * host can set their environment first: it turns the metrics off (POWERTOOLS_METRICS_DISABLED) and
 * the tests keep only warnings (POWERTOOLS_LOG_LEVEL).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

let theLogger: Logger | undefined;
let theMetrics: Metrics | undefined;

export function logger(): Logger {
  theLogger ??= new Logger({ serviceName: 'spices' });
  return theLogger;
}

export function metrics(): Metrics {
  theMetrics ??= new Metrics({ namespace: 'Spices', serviceName: 'spices' });
  return theMetrics;
}

/** The business's counters, one name each. */
export const metricNames = {
  ordersPlaced: 'OrdersPlaced',
  enquiriesStored: 'EnquiriesStored',
  emailsFailed: 'EmailsFailed',
  /** A card hold that lapsed, or a capture Stripe refused (docs/business-rules.md#card-payments). */
  paymentProblems: 'PaymentProblems',
  /** A push, text or call to the kitchen that failed (docs/business-rules.md#never-miss-an-order). */
  alertsFailed: 'AlertsFailed',
  /** A push or text to a customer about their order that failed (docs/business-rules.md#customer-updates). */
  customerUpdatesFailed: 'CustomerUpdatesFailed',
  /** An order given up because nobody accepted it by its deadline: the alarm watches this. */
  ordersGivenUp: 'OrdersGivenUp',
} as const;

/**
 * Publishes the counters a call added, if it added any (most calls add none: no empty-metrics line each).
 * A function that has counted nothing yet has made no Metrics, and does not make one here: about a
 * millisecond of a cold start's first call that most functions (the catalogue's) never need.
 */
export function publishMetrics(): void {
  if (theMetrics?.hasStoredMetrics()) theMetrics.publishStoredMetrics();
}

export function count(name: (typeof metricNames)[keyof typeof metricNames]): void {
  metrics().addMetric(name, MetricUnit.Count, 1);
}
