import { Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { acknowledgeWildcardResource } from '../nag.ts';

/**
 * The CDK Provider framework for a deploy step whose onEvent function is `onEvent` (the catalogue seed, the pages
 * published on deploy): the framework's own function gets an own role and log group rather than the managed
 * AWSLambdaBasicExecutionRole (which may write to any log group). Construct ids in `scope`: `ProviderLogs`,
 * `ProviderRole`, `Provider`.
 */
export function deployStepProvider(scope: Construct, onEvent: NodejsFunction, roleDescription: string): Provider {
  const providerLogs = new LogGroup(scope, 'ProviderLogs', { retention: RetentionDays.ONE_MONTH });
  const providerRole = new Role(scope, 'ProviderRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: roleDescription });
  providerLogs.grantWrite(providerRole);
  const provider = new Provider(scope, 'Provider', { onEventHandler: onEvent, frameworkOnEventRole: providerRole, logGroup: providerLogs });
  Validations.of(provider).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'The provider framework function and its runtime are provided and pinned by aws-cdk-lib.',
  });
  acknowledgeWildcardResource(
    providerRole,
    `${onEvent.functionArn}:*`,
    'CDK-generated grant of the provider framework: it invokes the onEvent function (any version of that one function, as Lambda grantInvoke spells it).',
  );
  return provider;
}
