/**
 * One CloudWatch dashboard of the shop's health: what the business counts (orders placed, enquiries,
 * e-mails that failed), what the API answers and how fast, the functions' errors and throttles by area,
 * and the state of every alarm.
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, AlarmStatusWidget, Dashboard, GraphWidget, MathExpression, Metric, TextWidget, type IAlarm, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { metricNames } from '../../functions/src/platform/config/telemetry.ts';
import { alarmArn, alarmPeriod } from './alarms.ts';

/**
 * Where the functions' counters land: Powertools Metrics in functions/src/platform/config/telemetry.ts publishes
 * them in namespace Spices with its default dimension service=spices (the infra test checks both
 * against what Powertools actually emits).
 */
export const shopMetricsNamespace = 'Spices';
export const shopMetricsDimensions = { service: 'spices' } as const;

/** One of the business's counters, as a sum per period. */
export function shopMetric(name: (typeof metricNames)[keyof typeof metricNames], label: string, period: Duration): Metric {
  return new Metric({ namespace: shopMetricsNamespace, metricName: name, dimensionsMap: { ...shopMetricsDimensions }, statistic: 'Sum', period, label });
}

export type AreaMetrics = {
  /** The area's name on the graph, e.g. Owner1. */
  id: string;
  /** The area's sums of at most ten functions each (the same expressions its alarms watch). */
  errors: readonly MathExpression[];
  throttles: readonly MathExpression[];
};

export type ShopDashboardProps = {
  stage: string;
  api: IHttpApi;
  /** The API's 5xx percentage, as its alarm sees it. */
  serverErrorRate: IMetric;
  areas: readonly AreaMetrics[];
  /** Alarms of this stack and its nested stacks. */
  alarms: readonly IAlarm[];
  /** Names of the alarms of other stacks (the table's throttles, the e-mail dead-letter queue): listed by ARN, no cross-stack reference. */
  otherAlarmNames: readonly string[];
};

/** One line per area: the sum of its groups' sums (a graph, unlike an alarm, takes more than ten metrics). */
function perArea(areas: readonly AreaMetrics[], kind: 'errors' | 'throttles'): IMetric[] {
  return areas.map((area) => {
    const parts = area[kind];
    if (parts.length === 1) return parts[0]!;
    const usingMetrics: Record<string, IMetric> = Object.fromEntries(parts.map((part, i) => [`${area.id.toLowerCase()}${kind}${i}`, part]));
    return new MathExpression({ expression: Object.keys(usingMetrics).join(' + '), usingMetrics, label: `${area.id} ${kind}`, period: alarmPeriod });
  });
}

export function shopDashboard(scope: Construct, id: string, props: ShopDashboardProps): Dashboard {
  const hourly = Duration.hours(1);
  const dashboard = new Dashboard(scope, id, {
    dashboardName: `spices-${props.stage}-health`,
    defaultInterval: Duration.days(7),
  });
  const otherAlarms = props.otherAlarmNames.map((name, i) => Alarm.fromAlarmArn(scope, `${id}OtherAlarm${i}`, alarmArn(scope, name)));
  dashboard.addWidgets(
    new TextWidget({
      markdown: `# Spices (${props.stage}): the shop's health\nOrders and e-mails from the functions' own counters; the API through API Gateway; errors by route area (functions/src/handlers/<area>).`,
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms, ...otherAlarms], width: 24, height: 4 }));
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Orders placed (per hour)',
      left: [shopMetric(metricNames.ordersPlaced, 'Orders placed', hourly)],
      width: 8,
    }),
    new GraphWidget({
      title: 'Enquiries stored (per hour)',
      left: [shopMetric(metricNames.enquiriesStored, 'Enquiries stored', hourly)],
      width: 8,
    }),
    new GraphWidget({
      title: 'E-mails that failed (per hour)',
      left: [shopMetric(metricNames.emailsFailed, 'E-mails failed', hourly)],
      width: 8,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Kitchen alerts that failed and orders given up (per hour)',
      left: [shopMetric(metricNames.alertsFailed, 'Alerts failed', hourly), shopMetric(metricNames.ordersGivenUp, 'Orders given up', hourly)],
      width: 24,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'API requests and 5xx rate',
      left: [props.api.metricCount({ statistic: 'Sum', period: alarmPeriod, label: 'Requests' })],
      right: [props.serverErrorRate],
      width: 12,
    }),
    new GraphWidget({
      title: 'API latency (ms)',
      left: [
        props.api.metricLatency({ statistic: 'p50', period: alarmPeriod, label: 'p50' }),
        props.api.metricLatency({ statistic: 'p95', period: alarmPeriod, label: 'p95' }),
        props.api.metricLatency({ statistic: 'p99', period: alarmPeriod, label: 'p99' }),
      ],
      width: 12,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'Function errors by area', left: perArea(props.areas, 'errors'), width: 12 }),
    new GraphWidget({ title: 'Function throttles by area', left: perArea(props.areas, 'throttles'), width: 12 }),
  );
  return dashboard;
}
