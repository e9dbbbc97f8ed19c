/**
 * Helpers for acknowledging cdk-nag findings precisely. IAM5 findings name the wildcard resource as
 * cdk-nag prints it (e.g. `<SiteE53D7754.Arn>/*`, or `arn:aws:…` once the region is known), so the
 * acknowledgement is built from the same value the grant uses, never typed by hand.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/** How cdk-nag spells a (possibly tokenised) resource ARN in a finding id. */
export function nagResource(scope: IConstruct, arn: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(arn));
}

/** Acknowledges one wildcard-resource finding (AwsSolutions-IAM5) for exactly this resource. */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${nagResource(scope, arn)}]`, reason });
}
