import { buildSync } from 'esbuild';

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

/**
 * The SDK's event-stream support, which a bundle leaves out unless its function uses an SDK client that
 * imports it at load (S3's does: the media routes). Other clients import it only for an operation that
 * streams events, and none of DynamoDB's, DynamoDB Streams' or SES's does. But esbuild cannot leave
 * that `import()` lazy inside one file: it wraps the module and all it imports (most of @smithy/core)
 * in lazy initialisers, which it cannot tree-shake and which V8 compiles twice, pre-parsed with the file
 * and parsed again when they run, at load. Left out, a catalogue bundle is about 20 KB smaller and loads
 * about a tenth faster (issue 16, `npm run bench:bundles`). Were an event-stream operation ever called
 * where it is left out, it would fail naming this package: a 500.
 */
const eventStreamSupport = '@smithy/core/event-streams';

/** The SDK packages the functions use that import no event-stream support at load. Any other keeps it in the bundle. */
const sdkPackagesWithoutEventStreamsAtLoad = new Set([
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/client-dynamodb-streams',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/util-dynamodb',
]);

/**
 * The packages the bundle of the handler module `entry` leaves out: the credential providers, and the
 * event-stream support unless its own modules import an SDK package not listed above (read with
 * esbuild, packages not followed: a few milliseconds). The CDK's shop functions
 * (infra/constructs/shop-function.ts) and `npm run bench:bundles` both bundle with these externals.
 */
export function packagesLeftOut(entry: string): string[] {
  const sdkPackages = packageImportsOf(entry)
    .filter((imported) => imported.path.startsWith('@aws-sdk/'))
    .map((imported) => imported.path.split('/').slice(0, 2).join('/'));
  const keepsEventStreams = sdkPackages.some((name) => !sdkPackagesWithoutEventStreamsAtLoad.has(name));
  return [...credentialProvidersNotOnLambda, ...(keepsEventStreams ? [] : [eventStreamSupport])];
}

/**
 * The packages (and Node built-ins) that the module `file` and the modules it imports from its own
 * tree import, read with esbuild without following packages: each with how it is imported (an import
 * statement runs at load, an `import()` only when called).
 */
export function packageImportsOf(file: string): { path: string; kind: string }[] {
  const { metafile } = buildSync({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.values(metafile.inputs)
    .flatMap((input) => input.imports)
    .filter((imported) => imported.external)
    .map(({ path, kind }) => ({ path, kind }));
}
