/**
 * The CloudFront web ACL (AWS WAF v2): one rate-based rule per group of costly paths, counted per viewer
 * IP address, and a backstop over every request. The numbers live in ../limits.ts.
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { edgeRateLimits, edgeRateWindowSeconds, type EdgeRateLimit } from '../limits.ts';

/** The body of WAF's 429, in the API's error shape (`{ error: { code, message } }`). */
export const tooManyRequestsBody = JSON.stringify({
  error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests from your address. Please wait a minute and try again.' },
});

const tooManyRequestsKey = 'tooManyRequests';

/** Paths are compared after URL-decoding and path normalisation, so `/api//auth/%6Cogin` counts as `/api/auth/login`. */
const pathTransformations = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
];

function pathStatement(path: string, match: EdgeRateLimit['match']): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: match,
      searchString: path,
      textTransformations: pathTransformations,
    },
  };
}

/** What a rule counts: its paths (any of them), and its method when it has one; undefined for every request. */
function scopeDown(rule: EdgeRateLimit): CfnWebACL.StatementProperty | undefined {
  const paths = rule.paths.map((path) => pathStatement(path, rule.match));
  const parts: CfnWebACL.StatementProperty[] = [
    ...(paths.length > 1 ? [{ orStatement: { statements: paths } }] : paths),
    ...(rule.method
      ? [
          {
            byteMatchStatement: {
              fieldToMatch: { method: {} },
              positionalConstraint: 'EXACTLY',
              searchString: rule.method,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        ]
      : []),
  ];
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { andStatement: { statements: parts } };
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

export type EdgeRateLimitsProps = {
  /** The web ACL's name, e.g. spices-production-edge. */
  name: string;
};

/** A CLOUDFRONT-scope web ACL (so its stack must be in us-east-1); associate `webAcl.attrArn` with the distribution. */
export class EdgeRateLimits extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeRateLimitsProps) {
    super(scope, id);
    const rules: CfnWebACL.RuleProperty[] = Object.values(edgeRateLimits).map((rule: EdgeRateLimit, priority) => {
      const scopeDownStatement = scopeDown(rule);
      return {
        name: rule.name,
        priority,
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: rule.limit,
            evaluationWindowSec: edgeRateWindowSeconds,
            ...(scopeDownStatement ? { scopeDownStatement } : {}),
          },
        },
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: tooManyRequestsKey,
              responseHeaders: [{ name: 'retry-after', value: String(edgeRateWindowSeconds) }],
            },
          },
        },
        visibilityConfig: visibility(rule.name),
      };
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'Spices shop: per-IP request limits at the edge, see infra/limits.ts',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [tooManyRequestsKey]: { contentType: 'APPLICATION_JSON', content: tooManyRequestsBody },
      },
      rules,
      visibilityConfig: visibility(props.name),
    });
  }
}
