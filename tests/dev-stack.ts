/**
 * `npm run stack:test`: the throw-away stack `npm test` uses, kept up until Ctrl-C, so one test
 * file can be run against it: paste the printed exports, then `npx vitest run tests/integration/x.test.ts`.
 */
import { startEphemeralStack } from '../functions/src/local/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const stack = await startEphemeralStack();
console.log(
  // SESSION_SECRET too: the tests that sign a token themselves (an expired owner link, a forged session) need it, as under npm test.
  `export SHOP_URL=${stack.shopUrl} API_URL=${stack.apiUrl} MAILBOX_URL=${stack.mailboxUrl} DYNAMODB_ENDPOINT=${stack.dynamoDbEndpoint} TABLE_NAME=${stack.tableName} S3_ENDPOINT=${stack.s3Endpoint} STRIPE_URL=${stack.stripeUrl} SESSION_SECRET=${process.env.SESSION_SECRET}`,
);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
