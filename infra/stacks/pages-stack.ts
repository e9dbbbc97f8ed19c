import { join } from 'node:path';
import { CustomResource, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { sitePrefix } from '../../functions/src/pages/contract/site-routes.ts';
import { menuVersionStreamFilter } from '../../functions/src/catalogue/store/dish.ts';
import { catalogueVersionKey, faqPk, menuVersionKey } from '../../functions/src/platform/table/keys.ts';
import { pageKitFile, rendererFile } from '../../functions/src/pages/rules/site-pages.ts';
import { repoRoot } from '../../repo-paths.ts';
import { acknowledgeWildcardResource } from '../nag.ts';
import { pagesDeadLettersAlarm } from '../constructs/alarms.ts';
import { shopFunction } from '../constructs/shop-function.ts';
import { deployStepProvider } from '../constructs/deploy-provider.ts';
import { consumeTableStream, type StreamSettings } from '../constructs/stream-consumer.ts';
import { siteBucketName, siteRoutingFunctionName } from './web-stack.ts';

export type PagesStackProps = StackProps & {
  /** The data stack's table, by its fixed name. */
  tableName: string;
  /** The table's stream (a cross-stack reference). */
  tableStreamArn: string;
  stage: string;
  /** The build's page renderer and page kit (web/dist-server), copied beside the function's bundle. */
  rendererDir: string;
  /** Changes with the build's pages, so a deploy of new pages publishes the live menu's pages over them. */
  siteHash: string;
};

/** How the stream is read for the pages: a failed publish is tried again for up to a day (each try publishes the live menu). */
export const pagesStreamSettings = {
  // Only rises from now on (each publishes the whole menu), and a batch is one publish: nothing to split.
  startingPosition: StartingPosition.LATEST,
  bisectBatchOnError: false,
  batchSize: 100,
  maxBatchingWindow: Duration.seconds(1),
  retryAttempts: 100,
  maxRecordAge: Duration.hours(24),
} as const satisfies StreamSettings;

/** The custom resource's type in the template. */
export const pagesResourceType = 'Custom::SpicesPublishedPages';

/**
 * The public pages follow the menu (docs/architecture.md#pre-rendered-pages): the publisher function
 * (functions/src/pages/handlers/publish-pages.ts) on the table's stream (the menu version's rises only), which renders
 * the pages from the live catalogue into the site bucket and gives CloudFront's routing function the list of pages;
 * CloudFront keeps an HTML page for at most a second (the pages are no-cache, CachingOptimized's minimum TTL is 1 s),
 * so nothing is invalidated; the same function as a custom resource that every deploy of new pages runs after the
 * web stack put the build's; a dead-letter queue and an alarm for changes it could not publish within a day.
 *
 * In the table's region (a stream's mapping must be), beside the mail and reports stacks; the site is in us-east-1, its
 * bucket and routing function known by their fixed names (web-stack.ts), so this stack takes no cross-region reference.
 */
export class PagesStack extends Stack {
  readonly publisher: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly deadLettersAlarm: Alarm;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: PagesStackProps) {
    super(scope, id, props);

    const table = TableV2.fromTableAttributes(this, 'Table', { tableName: props.tableName, tableStreamArn: props.tableStreamArn });
    const siteBucket = siteBucketName(this, props.stage);
    const routingFunction = siteRoutingFunctionName(props.stage);
    const siteObjects = `arn:${this.partition}:s3:::${siteBucket}/${sitePrefix}/*`;

    this.publisher = shopFunction(this, 'PublishPages', {
      entry: join(repoRoot, 'functions', 'src', 'pages', 'handlers', 'publish-pages.ts'),
      description: 'Table stream and deploy: publishes the public pages from the live menu to the site bucket',
      environment: {
        TABLE_NAME: props.tableName,
        STAGE: props.stage,
        SITE_BUCKET: siteBucket,
        SITE_BUCKET_REGION: 'us-east-1',
        SITE_ROUTING_FUNCTION: routingFunction,
      },
      // Rendering about forty pages is CPU work: more memory is more CPU.
      memorySize: 1024,
      timeout: Duration.minutes(2),
      besideBundle: { folder: 'renderer', files: [join(props.rendererDir, rendererFile), join(props.rendererDir, pageKitFile)] },
    });

    // What the live pages read: the menu version and the catering FAQs by their partitions, the menu by its index.
    Grant.addToPrincipal({
      grantee: this.publisher,
      actions: ['dynamodb:GetItem', 'dynamodb:Query'],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [...new Set([menuVersionKey.pk, catalogueVersionKey.pk, faqPk('catering')])] } },
    });
    Grant.addToPrincipal({ grantee: this.publisher, actions: ['dynamodb:Query'], resourceArns: [`${table.tableArn}/index/gsi1`] });
    // The pages and their list under spices/, and the not-found page a page taken down is copied from.
    Grant.addToPrincipal({
      grantee: this.publisher,
      actions: ['s3:GetObject', 's3:PutObject'],
      resourceArns: [siteObjects],
    });
    acknowledgeWildcardResource(
      this.publisher.role!,
      siteObjects,
      'The pages are one object per dish, named by the menu: the grant covers the site folder of this one bucket.',
    );
    Grant.addToPrincipal({
      grantee: this.publisher,
      actions: ['cloudfront:DescribeFunction', 'cloudfront:UpdateFunction', 'cloudfront:PublishFunction'],
      resourceArns: [`arn:${this.partition}:cloudfront::${this.account}:function/${routingFunction}`],
    });

    ({ deadLetterQueue: this.deadLetterQueue, deadLettersAlarm: this.deadLettersAlarm } = consumeTableStream(this, 'Pages', {
      fn: this.publisher,
      table,
      filter: menuVersionStreamFilter,
      settings: pagesStreamSettings,
      stage: props.stage,
      alarm: {
        what: pagesDeadLettersAlarm,
        description:
          "The public pages could not be published from the live menu for a day: the site may show a hidden dish or an old price. Read the publisher's log; any menu change (or a deploy) publishes them again.",
      },
    }));

    const provider = deployStepProvider(this, this.publisher, 'Runs the CDK provider framework of the pages published on deploy');
    this.resource = new CustomResource(this, 'Published', {
      serviceToken: provider.serviceToken,
      resourceType: pagesResourceType,
      properties: { SiteHash: props.siteHash },
    });
  }
}
