/**
 * `npm run owner -- add <email> | remove <email> | list [--stage <stage>]`: grants and takes away the
 * owner role (docs/business-rules.md#owner-accounts). The only way to make an owner: no API call does.
 *
 * Without --stage it talks to the local shop's table (`npm start` must be running: DynamoDB Local on
 * DYNAMODB_PORT, 8802 by default, or DYNAMODB_ENDPOINT, table `spices`). With --stage it talks to the
 * deployed table `spices-<stage>` with the default AWS credential chain (the deployer's credentials)
 * and the region of AWS_REGION or the AWS profile.
 */
import { parseArgs } from 'node:util';
import { DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { AppError } from '../src/platform/errors.ts';
import { grantOwner, ownerAccounts, revokeOwner } from '../src/accounts/use-cases/owners.ts';
import { localDefaults } from './stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const usage = `Usage:
  npm run owner -- add <email>       make the account of <email> an owner (turns its two-factor on)
  npm run owner -- remove <email>    make that owner a customer again
  npm run owner -- list              list the owners
Add --stage <stage> to change a deployed shop (table spices-<stage>, your AWS credentials and region);
without it the command changes the local shop of \`npm start\`, which must be running.`;

/** A failure the command explains in a sentence, without a stack trace. */
class CommandError extends Error {}

type Target = { tableName: string; describe: string };

function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new CommandError(`${name} must be a port number between 1 and 65535, not "${value}".`);
  return port;
}

/** The table of `npm start`, found as start.ts finds it; refuses clearly when the local shop is not running. */
async function localTarget(): Promise<Target> {
  const endpoint = process.env.DYNAMODB_ENDPOINT || `http://127.0.0.1:${portFromEnv('DYNAMODB_PORT', localDefaults.dynamoDbPort)}`;
  const tableName = localDefaults.tableName;
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
  const client = new DynamoDBClient({ region: process.env.AWS_REGION, endpoint, maxAttempts: 1 });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (error instanceof ResourceNotFoundException) {
      throw new CommandError(`DynamoDB Local answers at ${endpoint} but has no table "${tableName}": is that the local shop of \`npm start\`?`);
    }
    throw new CommandError(
      `The local shop is not running: nothing answered at ${endpoint} (DynamoDB Local of \`npm start\`). ` +
        'Start it with `npm start` in another terminal and run this again, or add --stage <stage> to change a deployed shop.',
    );
  } finally {
    client.destroy();
  }
  return { tableName, describe: `the local shop (table ${tableName} at ${endpoint})` };
}

/** The deployed table `spices-<stage>` (infra/spices-app.ts), with the default AWS credential chain. */
async function awsTarget(stage: string): Promise<Target> {
  if (!/^[a-z][a-z0-9-]*$/.test(stage)) throw new CommandError(`"${stage}" is not a stage name (lower-case letters, digits and dashes).`);
  if (stage === 'local' || stage === 'test') throw new CommandError(`The ${stage} stage is not deployed: leave out --stage to change the local shop.`);
  // A local endpoint left in the shell must not redirect a deployed stage's change.
  delete process.env.DYNAMODB_ENDPOINT;
  const probe = new DynamoDBClient({});
  const tableName = `spices-${stage}`;
  try {
    let region: string;
    try {
      region = await probe.config.region();
    } catch {
      throw new CommandError('No AWS region: set AWS_REGION (or a region in your AWS profile) to the region the shop is deployed in.');
    }
    Object.assign(process.env, { STAGE: stage, TABLE_NAME: tableName, AWS_REGION: region });
    try {
      await probe.send(new DescribeTableCommand({ TableName: tableName }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException)
        throw new CommandError(`There is no table ${tableName} in ${region}: is the stage "${stage}" deployed there?`);
      const reason = error instanceof Error ? error.message : String(error);
      throw new CommandError(`Could not reach the table ${tableName} in ${region} with your AWS credentials: ${reason}`);
    }
    return { tableName, describe: `the ${stage} stage (table ${tableName} in ${region})` };
  } finally {
    probe.destroy();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = (() => {
    try {
      return parseArgs({ allowPositionals: true, options: { stage: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    } catch (error) {
      throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    }
  })();
  const [command, email, ...extra] = positionals;
  if (values.help) {
    console.log(usage);
    return;
  }
  const needsEmail = command === 'add' || command === 'remove';
  if (!(needsEmail || command === 'list') || (needsEmail && !email) || (command === 'list' && email) || extra.length > 0) {
    throw new CommandError(usage);
  }

  // Sets the environment the data modules read at their first call (below).
  const target = values.stage === undefined ? await localTarget() : await awsTarget(values.stage);

  if (command === 'list') {
    const owners = await ownerAccounts();
    if (owners.length === 0) console.log(`No owners in ${target.describe}. Make one: npm run owner -- add <email>`);
    else console.log(`Owners in ${target.describe}:`);
    for (const owner of owners) console.log(`  ${owner.email}  (${owner.name}; two-factor ${owner.twoFactorEnabled ? 'on' : 'OFF: run add again'})`);
    return;
  }
  if (command === 'add') {
    const { user, changed } = await grantOwner(email!);
    if (!changed) {
      console.log(`${user.email} is already an owner in ${target.describe}, with two-factor on: nothing changed.`);
      return;
    }
    console.log(`${user.email} (${user.name}) is now an owner in ${target.describe}.`);
    console.log('Two-factor sign-in is on for the account and its sessions have ended: sign in again, with the e-mailed code, to reach the kitchen.');
    if (!user.emailVerified) console.log('The address is not verified yet: follow the link in the verification e-mail before signing in.');
    return;
  }
  const { user, changed } = await revokeOwner(email!);
  if (!changed) {
    console.log(`${user.email} is not an owner in ${target.describe}: nothing changed.`);
    return;
  }
  console.log(`${user.email} (${user.name}) is a customer again in ${target.describe}: their next owner call is refused.`);
  console.log('Two-factor stays on; they can turn it off in their account.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CommandError || error instanceof AppError) console.error(error.message);
    else console.error('The command failed:', error);
    process.exit(1);
  },
);
