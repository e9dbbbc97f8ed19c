/**
 * The official DynamoDB Local, taken once from the npm registry package that ships its jar
 * (amplify-dynamodb-simulator), cached in .cache/, and run with the machine's Java.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { repoRoot } from '../../repo-paths.ts';
import { LocalStackError, waitForPort } from './ports.ts';

const simulatorPackage = 'amplify-dynamodb-simulator@2.9.30';
const cacheDir = join(repoRoot, '.cache', 'dynamodb-local', '2.9.30');
export const dynamoDbLocalJar = join(cacheDir, 'DynamoDBLocal.jar');

/** Refuses early, in one sentence, when there is no Java to run DynamoDB Local with. */
export function assertJavaRuntime(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new LocalStackError(
      'DynamoDB Local needs a Java runtime (17 or newer) and none was found: install one ' +
        '(Debian/Ubuntu: `sudo apt-get install -y default-jre-headless`, macOS: `brew install openjdk`) and run the command again.',
    );
  }
}

function npmView(field: string): string {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['view', simulatorPackage, field], { encoding: 'utf8' });
  if (result.status !== 0 || !result.stdout.trim()) {
    throw new LocalStackError(`Could not look up ${simulatorPackage} in the npm registry (${result.stderr.trim() || 'no answer'}).`);
  }
  return result.stdout.trim();
}

/** Downloads and unpacks DynamoDB Local into the cache the first time; later runs reuse it. */
export async function ensureDynamoDbLocal(log: (line: string) => void = console.log): Promise<string> {
  if (existsSync(dynamoDbLocalJar)) return dynamoDbLocalJar;
  const tarballUrl = npmView('dist.tarball');
  const integrity = npmView('dist.integrity');
  mkdirSync(cacheDir, { recursive: true });
  const tarball = join(cacheDir, `simulator-${process.pid}.tgz.part`);
  log(`Getting DynamoDB Local (${simulatorPackage}, about 55 MB, once)…`);
  const response = await fetch(tarballUrl);
  if (!response.ok || !response.body) throw new LocalStackError(`Downloading DynamoDB Local failed: HTTP ${response.status}.`);
  const total = Number(response.headers.get('content-length') ?? 0);
  const hash = createHash('sha512');
  let received = 0;
  let lastShown = -1;
  const progress = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      hash.update(chunk);
      const percent = total ? Math.floor((received / total) * 100) : -1;
      if (percent >= lastShown + 10 || (percent === -1 && received - lastShown > 5e6)) {
        lastShown = percent === -1 ? received : percent;
        log(total ? `  DynamoDB Local: ${percent}% of ${(total / 1e6).toFixed(1)} MB` : `  DynamoDB Local: ${(received / 1e6).toFixed(1)} MB`);
      }
      controller.enqueue(chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body.pipeThrough(progress) as never), createWriteStream(tarball));
  const digest = `sha512-${hash.digest('base64')}`;
  if (digest !== integrity) {
    rmSync(tarball, { force: true });
    throw new LocalStackError('The DynamoDB Local download did not match its registry checksum; run the command again.');
  }
  const unpack = spawnSync('tar', ['-xzf', tarball, '-C', cacheDir, '--strip-components=2', 'package/emulator'], { encoding: 'utf8' });
  rmSync(tarball, { force: true });
  if (unpack.status !== 0) throw new LocalStackError(`Unpacking DynamoDB Local failed: ${unpack.stderr}`);
  if (!existsSync(dynamoDbLocalJar)) throw new LocalStackError('The DynamoDB Local package had no DynamoDBLocal.jar.');
  log('  DynamoDB Local is ready (cached in .cache/dynamodb-local).');
  return dynamoDbLocalJar;
}

export type RunningDynamoDb = { endpoint: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts DynamoDB Local on a port: in memory, or persisting under `dataDir`. */
export async function startDynamoDbLocal(options: { port: number; dataDir?: string }): Promise<RunningDynamoDb> {
  assertJavaRuntime();
  const jar = await ensureDynamoDbLocal();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Xmx512m',
      `-Djava.library.path=${join(cacheDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      jar,
      '-sharedDb',
      '-disableTelemetry',
      '-port',
      String(options.port),
      ...storage,
    ],
    { cwd: cacheDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(options.port, 30_000, () => child.exitCode !== null);
  } catch {
    child.kill();
    throw new LocalStackError(`DynamoDB Local did not start on port ${options.port}:\n${output.trim()}`);
  }
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}
