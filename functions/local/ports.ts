/** Small helpers for the local stack's ports, and the error that `npm start` prints as one sentence. */
import { createConnection, createServer } from 'node:net';

/** An expected failure of the local stack, printed without a stack trace. */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}

/** Throws a clear message when something already listens on the port. */
export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new LocalStackError(
              `Port ${port} (${what}) is already in use — is the shop already running? Stop that process, or choose another port with ${envName}=<port>.`,
            )
          : error,
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * The ports the test stack picks from: below Linux's ephemeral range (32768–60999), which the system hands out to
 * outgoing connections. A port picked from that range could be taken by one of the stack's own connections (to
 * DynamoDB Local, while the menu is seeded) between the pick and the listen, and the listen would fail.
 */
export const stackPortRange = { from: 20_000, to: 32_767 } as const;

/** Whether the port can be listened on now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port free now (for the test stack), outside the range outgoing connections take theirs from; never one given before. */
export async function freePort(): Promise<number> {
  const span = stackPortRange.to - stackPortRange.from + 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = stackPortRange.from + Math.floor(Math.random() * span);
    if (given.has(port)) continue;
    if (await canListen(port)) {
      given.add(port);
      return port;
    }
  }
  throw new LocalStackError(`No free port between ${stackPortRange.from} and ${stackPortRange.to}.`);
}

/** The ports this process was given, so two parts of one stack never get the same. */
const given = new Set<number>();

/** Waits until something accepts connections on the port. */
export async function waitForPort(port: number, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('The process exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms`);
}
