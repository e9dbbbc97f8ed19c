import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct, IConstruct } from 'constructs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostHeadersFor, hstsMaxAgeSeconds, type SecurityHeaderOptions } from '../../functions/src/pages/contract/security-headers.ts';
import { speculationRulesContentType, speculationRulesFile } from '../../functions/src/pages/contract/speculation-rules.ts';
import {
  appRoutesFile,
  notFoundPageFile,
  notFoundStatusMetadata,
  siteRoutingFunctionCode,
  sitePrefix,
} from '../../functions/src/pages/contract/site-routes.ts';
import { exportsPrefix, uploadsPrefix } from '../../functions/src/platform/media/media.ts';
import { EdgeRateLimits } from '../constructs/edge-rate-limits.ts';
import { mediaBucketName, mediaUploadOrigin } from '../constructs/media.ts';
import { acknowledgeWildcardResource } from '../nag.ts';

export type WebStackProps = StackProps & {
  /**
   * The API's custom domain (the API stack's regional API Gateway domain), which CloudFront serves
   * under /api/*. A plain name, not a token: this stack lives in us-east-1 and takes nothing from the API stack.
   */
  apiOriginDomainName: string;
  /** The built site (web/dist), uploaded under spices/. */
  siteDir: string;
  /** The shop's domain, e.g. shop.example.com, with `certificateArn` of an ACM certificate for it in us-east-1. */
  domainName: string;
  certificateArn: string;
  /** Names the web ACL (spices-<stage>-edge). */
  stage: string;
  /** Whether the site was built with a reCAPTCHA site key: the CSP then lets Google's script and frame in. */
  recaptcha?: boolean;
};

/**
 * Viewer-request for /api/*: API Gateway receives its own Host, so the shop's host travels in
 * x-forwarded-host; the functions compare it with Origin (cross-site refusal).
 */
export const apiForwardingFunctionCode = `
function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}
`;

/** Where the site lives, in the bucket and in the URL. */

/** The art's renditions in the built site (web/public/Images), all with content-hashed names. */
export const siteImagesPrefix = 'Images/';

/** The owners' photos' renditions, served from the media bucket (its keys are spices/media/…, as the URL). */
export const mediaPathPattern = `/${sitePrefix}/media/*`;

/**
 * The viewer headers CloudFront passes to the API (besides all cookies and query strings). Not Host:
 * API Gateway's custom domain must see its own name. No header behaviour means "all but Host, plus a
 * CloudFront header" (allExcept cannot add CloudFront headers; all(...) would pass Host), and the managed
 * AllViewerExceptHostHeader is `allExcept host`, without CloudFront-Viewer-Address; so this lists what the
 * functions read (functions/src/platform/http/http.ts and the JSON body parser), the viewer address the
 * per-address sign-in limits trust, and Stripe-Signature, without which the card-payment webhook refuses every event.
 * Ten headers at most (CloudFront's default quota).
 */
export const apiOriginRequestHeaders = [
  'CloudFront-Viewer-Address',
  'X-Forwarded-Host',
  'Origin',
  'Sec-Fetch-Site',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'User-Agent',
  'Referer',
  'Stripe-Signature',
] as const;

/**
 * The /api/* cache policy's times. CloudFront compresses only where the cache policy takes
 * Accept-Encoding into the key, which a policy that never caches (all three TTLs 0, as the managed
 * CachingDisabled) cannot, so the maximum is above 0. The default and the minimum are 0: an answer
 * is kept only when it says so (`Cache-Control: public, max-age=…`: the menu, search, FAQs, the shop's
 * status and payment methods, the same for everyone); every other answer is `no-store`
 * (functions/src/platform/http/http.ts). The longest max-age the API sends is 300 s.
 */
export const apiCacheTtls = { min: Duration.seconds(0), default: Duration.seconds(0), max: Duration.minutes(5) } as const;

/** The pre-rendered pages of a built site (none when it predates pre-rendering). */
export function prerenderedPaths(siteDir: string): string[] {
  const list = join(siteDir, 'prerendered.json');
  return existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as string[]) : [];
}

/** The app's route patterns the build listed (functions/src/pages/contract/site-routes.ts); undefined for a site built before the list. */
export function appRoutePatternsOf(siteDir: string): string[] | undefined {
  const list = join(siteDir, appRoutesFile);
  return existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as string[]) : undefined;
}

/**
 * Viewer-response for the site: the not-found copy of the shell (404.html, uploaded with the object metadata
 * `spices-status: 404`, which S3 answers as an x-amz-meta- header) goes out with status 404, from the cache too; the
 * marker itself never reaches the browser. Keyed on the answer, not the request, so it holds however the viewer-request
 * function rewrote the address.
 */
export const siteStatusFunctionCode = `
function handler(event) {
  var response = event.response;
  var marker = response.headers['x-amz-meta-${notFoundStatusMetadata.key}'];
  if (marker) {
    delete response.headers['x-amz-meta-${notFoundStatusMetadata.key}'];
    if (marker.value === '${notFoundStatusMetadata.value}' && response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}
`;

/** CloudFront's security-header settings and custom headers (the Speculation-Rules header among them), from the values the local host also sends. */
export function cloudFrontSecurityHeaders(options: SecurityHeaderOptions = { recaptcha: false }): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeaders: ResponseCustomHeader[];
} {
  let behaviour: ResponseSecurityHeadersBehavior = {
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
      includeSubdomains: true,
      preload: true,
      override: true,
    },
  };
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [header, value] of Object.entries(hostHeadersFor(options)) as [string, string][]) {
    switch (header) {
      case 'content-security-policy':
        behaviour = { ...behaviour, contentSecurityPolicy: { contentSecurityPolicy: value, override: true } };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`CloudFront can only send x-content-type-options: nosniff, not ${value}`);
        behaviour = { ...behaviour, contentTypeOptions: { override: true } };
        break;
      case 'x-frame-options': {
        const frameOption = Object.values(HeadersFrameOption).find((option) => option === value);
        if (!frameOption) throw new Error(`CloudFront has no x-frame-options value ${value}`);
        behaviour = { ...behaviour, frameOptions: { frameOption, override: true } };
        break;
      }
      case 'referrer-policy': {
        const referrerPolicy = Object.values(HeadersReferrerPolicy).find((policy) => policy === value);
        if (!referrerPolicy) throw new Error(`CloudFront has no referrer-policy value ${value}`);
        behaviour = { ...behaviour, referrerPolicy: { referrerPolicy, override: true } };
        break;
      }
      default:
        customHeaders.push({ header, value, override: true });
    }
  }
  return { securityHeadersBehavior: behaviour, customHeaders };
}

/**
 * spices-<stage>-site-<account>: a fixed name, so the pages stack (infra/stacks/pages-stack.ts) in another region
 * publishes into it with no cross-region reference, as the API stack uses the media bucket.
 */
export function siteBucketName(scope: IConstruct, stage: string): string {
  return `spices-${stage}-site-${Stack.of(scope).account}`;
}

/** CloudFront's site routing function by a fixed name, for the pages publisher to give it the live list of pages. */
export const siteRoutingFunctionName = (stage: string) => `spices-${stage}-site-routing`;

/** The site bucket, the media bucket, CloudFront in front of them and of the API, and the upload of the built site. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly mediaBucket: Bucket;
  /** The viewer-request function that routes the site's addresses; the pages publisher (pages-stack.ts) gives it the live list of pages. */
  readonly siteRouting: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    if (props.env?.region !== undefined && props.env.region !== 'us-east-1') {
      throw new Error('The web stack must be in us-east-1: its web ACL has CLOUDFRONT scope.');
    }

    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are written with an ACL, so ACLs must stay enabled here.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    this.siteBucket = new Bucket(this, 'Site', {
      bucketName: siteBucketName(this, props.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 's3-site/',
    });

    // Menu photos (docs/architecture.md#media): owners' browsers POST uploads straight here (presigned,
    // from the shop's origin only); the API's functions make the renditions; CloudFront serves them.
    const mediaName = mediaBucketName(this, props.stage);
    this.mediaBucket = new Bucket(this, 'Media', {
      bucketName: mediaName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 's3-media/',
      // An upload that never became a photo (or was refused) goes after a day.
      lifecycleRules: [
        { id: 'ExpireUploads', prefix: uploadsPrefix, expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An owner's large export is read by a 5-minute link; the file goes after a day.
        { id: 'ExpireExports', prefix: exportsPrefix, expiration: Duration.days(1) },
      ],
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: [`https://${props.domainName}`], allowedHeaders: ['*'], maxAge: 3000 }],
    });

    const headers = cloudFrontSecurityHeaders({
      recaptcha: props.recaptcha ?? false,
      // By its name (a literal where the account is known), not a reference to the bucket.
      mediaUploadOrigin: mediaUploadOrigin(mediaName),
    });
    const responseHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Spices security headers and Speculation-Rules (functions/src/pages/contract/security-headers.ts) plus HSTS',
      securityHeadersBehavior: headers.securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: headers.customHeaders },
    });

    const siteRouting = (this.siteRouting = new CloudFrontFunction(this, 'SiteRouting', {
      functionName: siteRoutingFunctionName(props.stage),
      code: FunctionCode.fromInline(siteRoutingFunctionCode(prerenderedPaths(props.siteDir), appRoutePatternsOf(props.siteDir))),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Moves / under /spices/ and serves the SPA index.html for its routes, 404.html for other addresses',
    }));
    const siteStatus = new CloudFrontFunction(this, 'SiteStatus', {
      code: FunctionCode.fromInline(siteStatusFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Answers the not-found page (404.html) with status 404',
    });

    const apiForwarding = new CloudFrontFunction(this, 'ApiForwarding', {
      code: FunctionCode.fromInline(apiForwardingFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Tells the API the shop's own host (the Host header goes to API Gateway)",
    });

    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Spices API: all cookies and query strings, the headers the functions read and the viewer address; never Host',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...apiOriginRequestHeaders),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });

    // Compressed (gzip, br) and kept only as long as an answer's own Cache-Control allows (apiCacheTtls). The key
    // holds the query string and every cookie: a signed-in viewer's GETs are never answered with (or collapsed
    // into) another viewer's, even an error CloudFront keeps for a few seconds. No header is in the key (Host
    // must not reach API Gateway); the origin request policy still passes the viewer headers the functions read.
    const apiCache = new CachePolicy(this, 'ApiCache', {
      comment: 'Spices API: compressed; cached only as an answer says (public max-age), keyed by query and cookies',
      minTtl: apiCacheTtls.min,
      defaultTtl: apiCacheTtls.default,
      maxTtl: apiCacheTtls.max,
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.all(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const edge = new EdgeRateLimits(this, 'EdgeRateLimits', { name: `spices-${props.stage}-edge` });
    const certificate = Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Spices shop: site under /spices/, photos under /spices/media/, API under /api/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: responseHeaders,
        functionAssociations: [
          { function: siteRouting, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: siteStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiOriginDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          // A POST must not be answered with a redirect that drops its body: plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: responseHeaders,
          functionAssociations: [{ function: apiForwarding, eventType: FunctionEventType.VIEWER_REQUEST }],
          // JSON answers of 1 KB or more in br or gzip, as the viewer accepts (the starter menu goes in a third of its size).
          compress: true,
        },
        // Content-hashed renditions, cached for good (their Cache-Control is immutable); never the uploads.
        [mediaPathPattern]: {
          origin: S3BucketOrigin.withOriginAccessControl(this.mediaBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: responseHeaders,
        },
      },
      domainNames: [props.domainName],
      certificate,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      webAclId: edge.webAcl.attrArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A public shop: no country is excluded; delivery is limited by address, not by where the visitor is.',
    });

    this.deploySite(props.siteDir);
  }

  /**
   * Uploads the built site under spices/: hashed assets and the art's hashed renditions (Images/)
   * first with a year-long immutable cache, then the other public files, and the pages (every .html)
   * last, always revalidated, so none names a missing asset (docs/architecture.md#caching).
   */
  private deploySite(siteDir: string): void {
    const source = Source.asset(siteDir);
    const logGroup = new LogGroup(this, 'SiteDeploymentLogs', { retention: RetentionDays.ONE_MONTH });
    const common = {
      sources: [source],
      destinationBucket: this.siteBucket,
      destinationKeyPrefix: `${sitePrefix}/`,
      memoryLimit: 512,
      logGroup,
    };

    const assets = new BucketDeployment(this, 'SiteAssets', {
      ...common,
      exclude: ['*'],
      include: ['assets/*'],
      // Old hashed files stay, for pages that were loaded before this deployment.
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });
    // Every file under Images/ has a content-hashed name (a unit test holds the art scripts to it).
    const images = new BucketDeployment(this, 'SiteImages', {
      ...common,
      exclude: ['*'],
      include: [`${siteImagesPrefix}*`],
      // Old names stay: a deployed menu keeps the image paths it was seeded with (the seed never overwrites).
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });
    const publicFiles = new BucketDeployment(this, 'SitePublicFiles', {
      ...common,
      // Excluded files are neither uploaded nor pruned here.
      exclude: ['assets/*', `${siteImagesPrefix}*`, '*.html', speculationRulesFile],
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(1))],
    });
    // The Speculation Rules, with the content type a browser requires of them (functions/src/pages/contract/speculation-rules.ts).
    const speculationRules = new BucketDeployment(this, 'SiteSpeculationRules', {
      ...common,
      exclude: ['*'],
      include: [speculationRulesFile],
      prune: false,
      contentType: speculationRulesContentType,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(1))],
    });
    // The pages (index.html of each pre-rendered page, spa.html): '*' reaches into folders, as in `aws s3 sync`.
    const index = new BucketDeployment(this, 'SiteIndex', {
      ...common,
      exclude: ['*'],
      include: ['*.html'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: [`/${sitePrefix}/*`],
    });
    index.node.addDependency(assets, images, publicFiles, speculationRules);
    // The not-found page again, after the pages, now with the marker the status function answers 404 for
    // (docs/decisions.md#a-404-status-for-unknown-addresses); SiteIndex's '*.html' cannot leave it out.
    const notFoundPage = new BucketDeployment(this, 'SiteNotFoundPage', {
      ...common,
      exclude: ['*'],
      include: [notFoundPageFile],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      metadata: { [notFoundStatusMetadata.key]: notFoundStatusMetadata.value },
      distribution: this.distribution,
      distributionPaths: [`/${sitePrefix}/${notFoundPageFile}`],
    });
    notFoundPage.node.addDependency(index);

    // The deployments share one CDK-provided upload function at the stack's root.
    const uploadFunction = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    const siteAsset = assets.node.children.find((child): child is Asset => child instanceof Asset);
    if (!uploadFunction || !siteAsset) throw new Error('BucketDeployment no longer creates its upload function or asset as expected.');
    Validations.of(uploadFunction).acknowledge(
      { id: 'AwsSolutions-L1', reason: 'The upload function and its runtime are provided and pinned by aws-cdk-lib.' },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'The CDK-provided upload function uses the basic execution role for its logs; it runs only during deployments.',
      },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'CloudFront invalidations (after the upload) take no resource-level scope in the CDK grant.' },
    );
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      Validations.of(uploadFunction).acknowledge({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: 'CDK-generated grant of the upload function: it reads the site asset and syncs (lists, writes, prunes) the site bucket.',
      });
    }
    acknowledgeWildcardResource(
      uploadFunction,
      siteAsset.bucket.arnForObjects('*'),
      'The upload function reads the zipped site from the CDK bootstrap asset bucket; the key is only known at deploy time.',
    );
    acknowledgeWildcardResource(
      uploadFunction,
      this.siteBucket.arnForObjects('*'),
      'The upload function writes the whole site, under spices/ in the site bucket.',
    );
  }
}
