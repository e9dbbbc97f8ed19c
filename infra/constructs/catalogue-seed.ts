import { join } from 'node:path';
import { CustomResource, Duration } from 'aws-cdk-lib';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { starterCatalogueHash, starterSeedMarkerKey, starterSeedPartitionKeys } from '../../functions/src/catalogue/use-cases/catalogue-seed.ts';
import { repoRoot } from '../../repo-paths.ts';
import { deployStepProvider } from './deploy-provider.ts';
import { shopFunction } from './shop-function.ts';

export type CatalogueSeedProps = {
  /** The data stack's table, by its fixed name. */
  tableName: string;
  stage: string;
};

/** The custom resource's type in the template. */
export const catalogueSeedResourceType = 'Custom::SpicesCatalogueSeed';

/**
 * Seeds the starter menu and FAQs into the table once, on `cdk deploy`: a custom resource of the CDK
 * Provider framework whose onEvent function is functions/src/catalogue/handlers/seed-catalogue.ts.
 *
 * - The resource carries a hash of the starter catalogue (`SeedHash`), so a changed starter menu runs
 *   the function again on the next deploy; it writes nothing once the table's seed marker exists, and
 *   never overwrites an item (conditional puts).
 * - The function may read only the marker's partition and put only into the partitions the starter
 *   catalogue fills (and the marker's): `dynamodb:LeadingKeys` on the table, no index, no other action.
 *
 * Construct ids: `Function` (with `FunctionRole`, `FunctionLogs`), `ProviderRole`, `ProviderLogs`,
 * `Provider`, `Seed` (the custom resource).
 */
export class CatalogueSeed extends Construct {
  readonly seedFunction: NodejsFunction;
  readonly provider: Provider;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: CatalogueSeedProps) {
    super(scope, id);

    const table = TableV2.fromTableName(this, 'Table', props.tableName);

    this.seedFunction = shopFunction(this, 'Function', {
      entry: join(repoRoot, 'functions', 'src', 'catalogue', 'handlers', 'seed-catalogue.ts'),
      description: 'Deploy: seeds the starter menu and FAQs into the table once, never overwriting',
      environment: { TABLE_NAME: props.tableName, STAGE: props.stage },
      // A first seed is a few hundred conditional puts: seconds, with room for throttling retries.
      timeout: Duration.minutes(5),
    });
    Grant.addToPrincipal({
      grantee: this.seedFunction,
      actions: ['dynamodb:GetItem'],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [starterSeedMarkerKey.pk] } },
    });
    Grant.addToPrincipal({
      grantee: this.seedFunction,
      actions: ['dynamodb:PutItem'],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': starterSeedPartitionKeys() } },
    });

    this.provider = deployStepProvider(this, this.seedFunction, 'Runs the CDK provider framework of the starter-catalogue seed');

    this.resource = new CustomResource(this, 'Seed', {
      serviceToken: this.provider.serviceToken,
      resourceType: catalogueSeedResourceType,
      properties: { TableName: props.tableName, SeedHash: starterCatalogueHash() },
    });
  }
}
