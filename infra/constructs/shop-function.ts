import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { repoRoot } from '../../repo-paths.ts';
import { packagesLeftOut } from '../lambda-bundling.ts';

/** A log group for shop functions: kept a month. */
export function shopLogGroup(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, id, { retention: RetentionDays.ONE_MONTH });
}

/** Lambda's Node.js runtime: pinned to 22, the runtime the functions are tested on (the CDK also knows 24). */
export const functionRuntime = Runtime.NODEJS_22_X;

export type ShopFunctionProps = {
  /** The handler module (a .ts file exporting `handler`). */
  entry: string;
  description: string;
  environment: Record<string, string>;
  /**
   * A fixed name, for a function whose ARN must be known before it exists (the alert timers' target names itself in
   * its own environment, which a reference to its ARN would make a cycle). Without it CloudFormation names it.
   */
  functionName?: string;
  memorySize?: number;
  timeout?: Duration;
  /**
   * Packages installed beside the bundle rather than bundled: native ones such as sharp, whose
   * binaries are per platform. npm installs them for Lambda's Linux on arm64, whatever this machine is.
   */
  nodeModules?: string[];
  /**
   * A log group shared with other functions (the API's routes: one log group in the API stack for all
   * of them, whichever area stack holds each, is one place to search the whole API and one resource
   * instead of 76). Without it the function gets its own.
   */
  logGroup?: LogGroup;
  /** Files copied beside the bundle, into this folder of it (e.g. the page renderer the build left: `renderer/`). */
  besideBundle?: { folder: string; files: string[] };
};

/** esbuild's hooks that copy these files into a folder of the bundle once it is built. */
function copyBesideBundle({ folder, files }: { folder: string; files: string[] }) {
  const quoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [
      `mkdir -p ${quoted(join(outputDir, folder))}`,
      ...files.map((file) => `cp ${quoted(file)} ${quoted(join(outputDir, folder))}/`),
    ],
  };
}

/**
 * One of the shop's functions (an API route now, the stream's notify function later): esbuild-bundled
 * ESM with the AWS SDK inside, on arm64 Node.js 22, with its log group (its own, or the shared one it
 * is given) and a role that may write only there. Construct ids: `<id>`, `<id>Role`, `<id>Logs`.
 * Grants are added by the caller.
 */
export function shopFunction(scope: Construct, id: string, props: ShopFunctionProps): NodejsFunction {
  const logGroup = props.logGroup ?? shopLogGroup(scope, `${id}Logs`);
  // An own role instead of the managed AWSLambdaBasicExecutionRole, which may write to any log group.
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `Runs ${props.description}`,
  });
  logGroup.grantWrite(role);

  const fn = new NodejsFunction(scope, id, {
    ...(props.functionName ? { functionName: props.functionName } : {}),
    entry: props.entry,
    handler: 'handler',
    runtime: functionRuntime,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(10),
    role,
    logGroup,
    description: props.description,
    environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    // The session secret is read from SSM through this extension's local endpoint (and cached
    // there), so no function bundles the SSM client.
    paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, { cacheSize: 10 }),
    projectRoot: repoRoot,
    depsLockFilePath: join(repoRoot, 'package-lock.json'),
    bundling: {
      format: OutputFormat.ESM,
      target: 'node22',
      platform: 'node',
      mainFields: ['module', 'main'],
      // Bundled CommonJS dependencies still call require() for Node built-ins.
      banner: "import { createRequire as __spicesCreateRequire } from 'node:module'; const require = __spicesCreateRequire(import.meta.url);",
      minify: true,
      sourceMap: true,
      // Line mapping for stack traces without shipping the sources themselves.
      sourcesContent: false,
      logLevel: LogLevel.WARNING,
      bundleAwsSDK: true,
      // Never imported on Lambda: the credential providers (the keys are in the environment), and the SDK's
      // event-stream support unless the function's clients import it at load (infra/lambda-bundling.ts says why).
      // `npm run bench:bundles` (tests/bench/bundles.ts) bundles with the same list.
      externalModules: packagesLeftOut(props.entry),
      tsconfig: join(repoRoot, 'tsconfig.json'),
      ...(props.besideBundle ? { commandHooks: copyBesideBundle(props.besideBundle) } : {}),
      ...(props.nodeModules
        ? {
            // From package-lock.json, with npm's platform switches: e.g. @img/sharp-linux-arm64, not this machine's binaries.
            nodeModules: props.nodeModules,
            environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
          }
        : {}),
    },
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node.js 22 is the runtime the functions are built and tested for; moving to 24 is a deliberate, tested change.',
  });
  return fn;
}
