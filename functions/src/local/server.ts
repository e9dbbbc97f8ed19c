/**
 * The local host: `/api/*` → the route table's handlers with API Gateway v2 events, `/spices/media/*`
 * → the media bucket (s3rver), `/spices/*` → the built site with fallback to its index.html, `/` →
 * `/spices/`. Every answer carries the same security headers as CloudFront sends in AWS.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { securityHeaders, securityHeadersFor } from '../config/security-headers.ts';
import { getMediaObject } from '../data/media.ts';
import { maxBodyBytes } from '../middleware/http.ts';
import { matchRoute, pathDecodes, pathIsKnown, routeId, type Route } from '../routes.ts';
import { lambdaContext, toApiGatewayEvent } from './api-event.ts';

export const basePath = '/spices/';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

const handlersDir = new URL('../handlers/', import.meta.url);
const loadedHandlers = new Map<string, Promise<LambdaHandler>>();

function loadHandler(route: Route): Promise<LambdaHandler> {
  let loaded = loadedHandlers.get(route.handler);
  if (!loaded) {
    loaded = import(pathToFileURL(new URL(`${route.handler}.ts`, handlersDir).pathname).href).then((module: { handler: LambdaHandler }) => module.handler);
    loadedHandlers.set(route.handler, loaded);
  }
  return loaded;
}

function sendJson(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ error: { code, message } }));
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // API Gateway would refuse far sooner than a handler; stop reading runaway bodies early.
    if (size > maxBodyBytes * 4) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL) {
  const apiPath = url.pathname.slice('/api'.length) || '/';
  const method = request.method ?? 'GET';
  if (!pathDecodes(apiPath)) {
    sendJson(response, 400, 'VALIDATION', 'The request path has a broken percent-escape.');
    return;
  }
  const match = matchRoute(method, apiPath);
  if (!match) {
    if (pathIsKnown(apiPath)) sendJson(response, 405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${url.pathname}.`);
    else sendJson(response, 404, 'NOT_FOUND', `No API route ${method} ${url.pathname}.`);
    return;
  }
  const body = await readBody(request);
  if (!body) {
    sendJson(response, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    return;
  }
  const handler = await loadHandler(match.route);
  const event = toApiGatewayEvent({
    request,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    body,
    routeKey: `${match.route.method} /api${match.route.path}`,
    pathParameters: match.pathParameters,
  });
  const result = await handler(event, lambdaContext(routeId(match.route)));
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
}

const compressible = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;
const compressedFiles = new Map<string, Buffer>();

/** The file's bytes in the best encoding the browser accepts, as CloudFront compresses in AWS. */
function encodedFile(file: string, contentType: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const body = readFileSync(file);
  if (!compressible.test(contentType) || body.length < 1024) return { body };
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (!encoding) return { body };
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let compressed = compressedFiles.get(key);
  if (!compressed) {
    compressed = encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
    compressedFiles.set(key, compressed);
  }
  return { body: compressed, encoding };
}

function serveSite(response: ServerResponse, url: URL, siteDir: string, method: string, acceptEncoding: string) {
  const relative = pathDecodes(url.pathname) ? decodeURIComponent(url.pathname.slice(basePath.length)) : '\0';
  const candidate = normalize(join(siteDir, relative));
  const insideSite = candidate === siteDir || candidate.startsWith(siteDir + sep);
  const isFile = insideSite && existsSync(candidate) && statSync(candidate).isFile();
  // Paths with a file extension that do not exist are real 404s; everything else is the app's.
  if (!isFile && extname(relative) !== '') {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  const file = isFile ? candidate : join(siteDir, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The site is not built yet: run `npm run build:web`.');
    return;
  }
  const hashedAsset = relative.startsWith('assets/');
  const contentType = contentTypes[extname(file)] ?? 'application/octet-stream';
  const { body, encoding } = encodedFile(file, contentType, acceptEncoding);
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': body.length,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : file.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600',
  });
  response.end(method === 'HEAD' ? undefined : body);
}

/** The renditions' site paths (docs/architecture.md#media): CloudFront serves them from the media bucket. */
const mediaPath = /^\/spices\/(media\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|avif))$/;

/** GET /spices/media/<…> from the media bucket, as CloudFront's /spices/media/* behaviour does (with the object's Cache-Control). */
async function serveMedia(response: ServerResponse, url: URL, method: string) {
  const sitePath = mediaPath.exec(url.pathname)?.[1] as `media/${string}` | undefined;
  const object = sitePath ? await getMediaObject(sitePath) : undefined;
  if (!object) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': object.contentType,
    'content-length': object.body.byteLength,
    'cache-control': object.cacheControl,
    ...(object.etag ? { etag: object.etag } : {}),
  });
  response.end(method === 'HEAD' ? undefined : object.body);
}

/** A `.` or `..` segment, plain or percent-encoded: URL parsing would quietly resolve it. */
const dotSegment = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/** How long a client may take to send its headers, and its whole request; slower ones are cut (408). */
export const requestTimeouts = { headersMs: 10_000, requestMs: 30_000 };

export function createLocalServer(options: {
  siteDir: string;
  timeouts?: { headersMs: number; requestMs: number };
  /** s3rver's origin, where the owner's browser uploads photos (the CSP lets it through, as it lets the bucket in AWS). */
  mediaUploadOrigin?: string;
}): Server {
  const timeouts = options.timeouts ?? requestTimeouts;
  const headers = options.mediaUploadOrigin ? securityHeadersFor({ recaptcha: false, mediaUploadOrigin: options.mediaUploadOrigin }) : securityHeaders;
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node checks the two limits above; its default (30 s) would let a slow client linger.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, timeouts.headersMs / 4)),
    },
    (request, response) => handle(request, response, options.siteDir, headers),
  );
  // A connection left idle between requests is closed too.
  server.keepAliveTimeout = 5_000;
  return server;
}

function handle(request: IncomingMessage, response: ServerResponse, siteDir: string, headers: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  const rawPath = (request.url ?? '/').split('?')[0]!;
  if (dotSegment.test(rawPath)) {
    sendJson(response, 404, 'NOT_FOUND', 'No such path.');
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = request.method ?? 'GET';
  const done = (error: unknown) => {
    // The client went away (or was cut for being too slow): nobody is left to answer.
    if (request.destroyed && response.destroyed) return;
    console.error(JSON.stringify({ level: 'error', path: url.pathname, message: String(error), stack: (error as Error)?.stack }));
    if (!response.headersSent) sendJson(response, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    else response.end();
  };
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    serveApi(request, response, url).catch(done);
  } else if (url.pathname === '/' || url.pathname === '/spices') {
    response.writeHead(302, { location: basePath });
    response.end();
  } else if (url.pathname.startsWith(`${basePath}media/`) && (method === 'GET' || method === 'HEAD')) {
    serveMedia(response, url, method).catch(done);
  } else if (url.pathname.startsWith(basePath) && (method === 'GET' || method === 'HEAD')) {
    try {
      serveSite(response, url, siteDir, method, String(request.headers['accept-encoding'] ?? ''));
    } catch (error) {
      done(error);
    }
  } else {
    sendJson(response, 404, 'NOT_FOUND', `Nothing is served at ${url.pathname}.`);
  }
}
