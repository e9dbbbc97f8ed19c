/**
 * The CDK app of the Spices shop (`npx cdk synth`, `npx cdk deploy --all`).
 *
 * Deploy parameters, each from the CDK context (`-c name=value`, or cdk.context.json) or else the
 * environment variable beside it:
 *
 *   stage                       SPICES_STAGE                     default 'production'; names the stacks
 *                                                                (Spices-<stage>-Data/-Seed/-Api/-Web/-Mail) and is
 *                                                                the functions' STAGE
 *   domainName                  SPICES_DOMAIN_NAME               the shop's domain (CloudFront's alias), e.g. shop.example.com;
 *                                                                the functions' SITE_ORIGIN is https://<domainName>
 *   certificateArn              SPICES_CERTIFICATE_ARN           ACM certificate for domainName; must be in us-east-1
 *   apiCertificateArn           SPICES_API_CERTIFICATE_ARN       ACM certificate for apiOriginDomainName, in the API's region
 *                                                                (domainName, certificateArn and apiCertificateArn are
 *                                                                needed for a real deploy; without them synth uses
 *                                                                shop.example.invalid and placeholder certificates, and warns)
 *   apiOriginDomainName         SPICES_API_ORIGIN_DOMAIN_NAME    default 'api-origin.<domainName>': the API's regional custom
 *                                                                domain, CloudFront's /api/* origin (the execute-api
 *                                                                endpoint is disabled)
 *   hostedZoneId                SPICES_HOSTED_ZONE_ID            optional Route 53 zone holding apiOriginDomainName: the API
 *                                                                stack then creates its alias record; otherwise add a CNAME
 *                                                                to the stack's ApiOriginTarget output
 *   ownerEmail                  SPICES_OWNER_EMAIL               who receives enquiries and orders; required for a
 *                                                                real deploy (a placeholder keeps synth working and
 *                                                                the app warns)
 *   fromEmail                   SPICES_FROM_EMAIL                the SES identity the shop sends from (verified in SES)
 *   sessionSecretParameterName  SPICES_SESSION_SECRET_PARAMETER  default '/spices/session-secret': the SSM SecureString
 *                                                                holding the session-signing secret. The secret is
 *                                                                never in code or templates: create it once with
 *                                                                `aws ssm put-parameter --type SecureString --name
 *                                                                /spices/session-secret --value "$(openssl rand -base64 48)"`;
 *                                                                functions get the name and read it at run time.
 *   alarmEmail                  SPICES_ALARM_EMAIL               optional: who is e-mailed the shop's alarms (the one SNS topic
 *                                                                spices-<stage>-alarms, in the data stack; it exists without a
 *                                                                subscriber, and synth warns). The address must confirm the
 *                                                                subscription from the e-mail AWS sends after the deploy.
 *   stripeSecretKeyParameterName      SPICES_STRIPE_SECRET_KEY_PARAMETER
 *   stripeWebhookSecretParameterName  SPICES_STRIPE_WEBHOOK_SECRET_PARAMETER
 *                                                                optional, both or neither (one alone fails the synth): the
 *                                                                SSM SecureStrings holding Stripe's secret key and the webhook
 *                                                                endpoint's signing secret. Without them the stage takes no
 *                                                                cards (pay in person only). Create the key's with `aws ssm
 *                                                                put-parameter --type SecureString --name
 *                                                                /spices/stripe-secret-key --value sk_live_…`; for the other,
 *                                                                create the endpoint in Stripe's dashboard at
 *                                                                https://<domainName>/api/payments/webhook with the events
 *                                                                checkout.session.completed, checkout.session.expired,
 *                                                                checkout.session.async_payment_succeeded,
 *                                                                checkout.session.async_payment_failed,
 *                                                                payment_intent.amount_capturable_updated,
 *                                                                payment_intent.succeeded, payment_intent.canceled,
 *                                                                payment_intent.payment_failed and charge.refunded, and copy
 *                                                                its signing secret (whsec_…) into the same kind of parameter
 *                                                                (e.g. /spices/stripe-webhook-secret). Every API function gets
 *                                                                both names; only the routes that call Stripe may read the key,
 *                                                                and only the webhook its signing secret.
 *
 * Account and region come from the CLI profile (CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION); the web stack
 * is always in us-east-1 (its web ACL has CLOUDFRONT scope).
 * cdk-nag's AWS Solutions checks run on every synth; an unacknowledged finding fails it.
 * cdk.json sets the recommended feature flags, except cross-stack references, which stay "strong"
 * (Export/ImportValue: the mail, reports and pages stacks import the table's stream ARN). The web stack takes no
 * reference from the others: it is in us-east-1, and they may not be; the pages stack takes the web stack's bucket,
 * distribution and routing function by CDK's cross-region references (SSM parameters) when its region is another.
 */
import { App } from 'aws-cdk-lib';
import { rendererDir, siteDir } from '../../repo-paths.ts';
import { ensureSiteBuilt } from '../../web/scripts/ensure-built.ts';
import { addSpicesStacks, readDeployConfig } from '../spices-app.ts';

const app = new App();
const config = readDeployConfig(app);

// A fresh clone has no web/dist: build the site first, so the deployment uploads the current one.
ensureSiteBuilt((line) => console.error(line));

addSpicesStacks(app, config, {
  siteDir,
  rendererDir,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
