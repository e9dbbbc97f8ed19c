/**
 * The CDK app of the Spices shop (`npx cdk synth`, `npx cdk deploy --all`): the eight stacks and the deploy parameters
 * are in README.md#deploying-to-aws (read by `readDeployConfig`, infra/spices-app.ts, which also says what each
 * parameter must look like). Account and region come from the CLI profile; the web stack is always in us-east-1.
 * cdk-nag's AWS Solutions checks run on every synth; an unacknowledged finding fails it. Why cross-stack references stay
 * "strong" and the web stack takes none: docs/architecture.md#the-stacks-in-infra.
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
