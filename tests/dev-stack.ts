/**
 * `npm run stack:test`: the throw-away stack `npm test` uses, kept up until Ctrl-C, so one test
 * file can be run against it: paste the printed exports, then `npx vitest run tests/integration/x.test.ts`.
 */
import { startEphemeralStack } from '../functions/local/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const stack = await startEphemeralStack();
console.log(
  // SESSION_SECRET too: the tests that sign a token themselves (an expired owner link, a forged session) need it, as under
  // npm test; and the local AWS credentials and region, for the tests that read or write the table or S3 themselves.
  `export SHOP_URL=${stack.shopUrl} API_URL=${stack.apiUrl} MAILBOX_URL=${stack.mailboxUrl} DYNAMODB_ENDPOINT=${stack.dynamoDbEndpoint} TABLE_NAME=${stack.tableName} S3_ENDPOINT=${stack.s3Endpoint} STRIPE_URL=${stack.stripeUrl} MESSAGING_URL=${stack.messagingUrl}/ PUSH_URL=${stack.pushUrl}/ SCHEDULER_URL=${stack.schedulerUrl} SESSION_SECRET=${process.env.SESSION_SECRET} AWS_REGION=${process.env.AWS_REGION ?? 'us-east-1'} AWS_ACCESS_KEY_ID=${process.env.AWS_ACCESS_KEY_ID ?? 'local'} AWS_SECRET_ACCESS_KEY=${process.env.AWS_SECRET_ACCESS_KEY ?? 'local'}`,
);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
