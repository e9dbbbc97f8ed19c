/**
 * Packages the shop's functions leave out of their bundles although the AWS SDK imports them: the
 * links of the SDK's default credential chain after the first. On Lambda the function role's keys are
 * in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), so the chain stops
 * at its first link, the environment, and never imports these (it imports each only when its turn
 * comes). Bundled, they and the STS and SSO clients they bring were about 135 KB that every cold start
 * parsed for nothing: a fifth to a quarter of a catalogue function's module load (issue 16, `npm run bench:bundles`).
 * Only the bundles leave them out: the local host and the tests run the sources with the whole chain.
 * Were a function's keys ever missing, its AWS calls would fail naming the first of these packages
 * instead of with the SDK's "Could not load credentials from any providers": a 500 either way.
 */
export const credentialProvidersNotOnLambda = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];
