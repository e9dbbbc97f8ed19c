/**
 * The custom resource that opens a deployed shop for business (infra/constructs/catalogue-seed.ts):
 * the onEvent handler of the CDK Provider framework, which answers CloudFormation for it.
 *
 * - Create and Update seed the starter menu and FAQs once (catalogue/use-cases/catalogue-seed.ts): a run after
 *   the first writes nothing, and no run overwrites an item that is already in the table. The
 *   resource's `SeedHash` property changes with the starter catalogue, so such a deploy runs it again.
 * - Delete does nothing: the table and the owner's catalogue are retained.
 *
 * The PhysicalResourceId never changes, so CloudFormation never replaces (and deletes) the resource.
 */
import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';
import { logger } from '../../platform/config/telemetry.ts';
import { seedStarterCatalogue } from '../use-cases/catalogue-seed.ts';

export const seedPhysicalResourceId = 'spices-starter-catalogue-seed';

export type SeedResourceData = {
  /** 'true' when the marker was there and nothing was written. */
  AlreadySeeded: string;
  /** How many items this run wrote. */
  ItemsWritten: string;
  /** How many were already in the table and kept. */
  ItemsKept: string;
};

/** The table the resource names (its `TableName` property), or the function's TABLE_NAME. */
function tableOf(event: CdkCustomResourceEvent): string | undefined {
  const named: unknown = event.ResourceProperties.TableName;
  return typeof named === 'string' && named.length > 0 ? named : undefined;
}

export async function handler(event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse<SeedResourceData>> {
  if (event.RequestType === 'Delete') {
    logger().info('Seed resource deleted: the table and its catalogue are kept', { physicalResourceId: event.PhysicalResourceId });
    return { PhysicalResourceId: event.PhysicalResourceId };
  }
  const outcome = await seedStarterCatalogue({ tableName: tableOf(event) });
  logger().info(outcome.alreadySeeded ? 'The starter catalogue was seeded before: nothing written' : 'Seeded the starter catalogue', {
    requestType: event.RequestType,
    ...outcome,
  });
  return {
    // An Update keeps the id it has: a different one would make CloudFormation replace (delete) the resource.
    PhysicalResourceId: event.RequestType === 'Update' ? event.PhysicalResourceId : seedPhysicalResourceId,
    Data: { AlreadySeeded: String(outcome.alreadySeeded), ItemsWritten: String(outcome.written), ItemsKept: String(outcome.kept) },
  };
}
