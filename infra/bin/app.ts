/**
 * The CDK app of the Spices shop (`npx cdk synth`, `npx cdk deploy --all`).
 *
 * Deploy parameters, each from the CDK context (`-c name=value`, or cdk.context.json) or else the
 * environment variable beside it:
 *
 *   stage                       SPICES_STAGE                     default 'production'; names the stacks
 *                                                                (Spices-<stage>-Data/-Api/-Web) and is the
 *                                                                functions' STAGE
 *   domainName                  SPICES_DOMAIN_NAME               optional custom domain for CloudFront, e.g. shop.example.com
 *   certificateArn              SPICES_CERTIFICATE_ARN           ACM certificate for domainName; must be in us-east-1
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
 *
 * Account and region come from the CLI profile (CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION).
 * cdk-nag's AWS Solutions checks run on every synth; an unacknowledged finding fails it.
 * cdk.json sets the recommended feature flags, except cross-stack references, which stay "strong"
 * (Export/ImportValue): a weak Fn::GetStackOutput would not update the web stack when the API changes.
 */
import { App } from 'aws-cdk-lib';
import { ensureSiteBuilt, siteDir } from '../../web/scripts/ensure-built.ts';
import { addSpicesStacks, readDeployConfig } from '../spices-app.ts';

const app = new App();
const config = readDeployConfig(app);

// A fresh clone has no web/dist: build the site first, so the deployment uploads the current one.
ensureSiteBuilt((line) => console.error(line));

addSpicesStacks(app, config, {
  siteDir,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
