/**
 * The local host: `/api/*` → the route table's handlers with API Gateway v2 events, `/spices/media/*`
 * → the media bucket (s3rver), `/spices/*` → the built site (a pre-rendered page's index.html, else the app shell spa.html; an
 * address the app has no route for gets the shell with status 404, as CloudFront does), `/` →
 * `/spices/`. Every answer carries the same security headers (and Speculation-Rules header) as CloudFront sends in AWS.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { handlerFile } from '../../repo-paths.ts';
import { hostHeaders, hostHeadersFor } from '../src/pages/contract/security-headers.ts';
import { speculationRulesContentType, speculationRulesFile } from '../src/pages/contract/speculation-rules.ts';
import { appRoutesFile, appRoutesPattern, notFoundPageFile, sitePathOf, siteRouteOf } from '../src/pages/contract/site-routes.ts';
import { hashedArtFilePattern } from '../src/catalogue/contract/art-images.ts';
import { getMediaObject } from '../src/platform/media/media.ts';
import { maxBodyBytes } from '../src/platform/http/http.ts';
import { pageListFile } from '../src/pages/use-cases/publish-folder.ts';
import { matchRoute, pathDecodes, pathIsKnown, routeId, type Route } from '../src/routes.ts';
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
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

const loadedHandlers = new Map<string, Promise<LambdaHandler>>();

function loadHandler(route: Route): Promise<LambdaHandler> {
  let loaded = loadedHandlers.get(route.handler);
  if (!loaded) {
    loaded = import(pathToFileURL(handlerFile(route.handler)).href).then((module: { handler: LambdaHandler }) => module.handler);
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
  const answerHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const encoded = result.isBase64Encoded
    ? { body: Buffer.from(result.body ?? '', 'base64'), headers: answerHeaders }
    : encodedAnswer(result.body ?? '', answerHeaders, String(request.headers['accept-encoding'] ?? ''));
  const status = result.statusCode ?? 200;
  // A 204 has no body, so no length either.
  const headers: Record<string, string | string[] | number> = { ...encoded.headers, ...(status === 204 ? {} : { 'content-length': encoded.body.length }) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(status, headers);
  response.end(encoded.body);
}

const compressible = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;
/** Smaller answers are sent as they are (CloudFront compresses from about 1 KB). */
const minCompressedBytes = 1024;
const compressedFiles = new Map<string, { mtimeMs: number; body: Buffer }>();

type Encoding = 'br' | 'gzip';

/** The encoding the client prefers among those it accepts: brotli, then gzip (as CloudFront chooses). */
function acceptedEncoding(acceptEncoding: string): Encoding | undefined {
  // 'br;q=0' refuses brotli: only codings with a weight above zero count (RFC 9110 §12.5.3).
  const accepted = new Set<string>();
  for (const entry of acceptEncoding.split(',').slice(0, 20)) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    if (weight === undefined || Number(weight.slice(2)) > 0) accepted.add(coding);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** Files once and for all (quality 9); API answers on every call, so at a quicker level. */
function compress(body: Buffer, encoding: Encoding, effort: 'file' | 'answer'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: effort === 'file' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'file' ? 9 : 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** The file's bytes in the best encoding the browser accepts, as CloudFront compresses in AWS. */
function encodedFile(file: string, contentType: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const { mtimeMs } = statSync(file);
  const body = readFileSync(file);
  if (!compressible.test(contentType) || body.length < minCompressedBytes) return { body };
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return { body };
  // One compressed copy per file and encoding: a page published again replaces its copy.
  const key = `${encoding}:${file}`;
  let kept = compressedFiles.get(key);
  if (kept?.mtimeMs !== mtimeMs) {
    kept = { mtimeMs, body: compress(body, encoding, 'file') };
    compressedFiles.set(key, kept);
  }
  return { body: kept.body, encoding };
}

/** Compressed public answers (the same for everyone: the menu, search), by encoding and text, as CloudFront's cache keeps them. */
const compressedAnswers = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() } satisfies Record<Encoding, Map<string, Buffer>>;
const keptCompressedAnswers = 16;

/**
 * An API answer in the best encoding the client accepts, as CloudFront compresses /api/* in AWS
 * (infra/stacks/web-stack.ts): JSON of 1 KB or more, never an empty one (204). `vary` says so to caches.
 */
function encodedAnswer(text: string, headers: Record<string, string>, acceptEncoding: string): { body: Buffer; headers: Record<string, string> } {
  const body = Buffer.from(text);
  const contentType = headers['content-type'] ?? '';
  if (body.length === 0 || !compressible.test(contentType)) return { body, headers };
  const varying = { ...headers, vary: 'accept-encoding' };
  const encoding = body.length >= minCompressedBytes ? acceptedEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body, headers: varying };
  const kept = /\bpublic\b/.test(headers['cache-control'] ?? '') ? compressedAnswers[encoding] : undefined;
  let compressed = kept?.get(text);
  if (!compressed) {
    compressed = compress(body, encoding, 'answer');
    if (kept) {
      if (kept.size >= keptCompressedAnswers) kept.delete(kept.keys().next().value!);
      kept.set(text, compressed);
    }
  }
  return { body: compressed, headers: { ...varying, 'content-encoding': encoding } };
}

/** A year, never asked again: for files whose names change with their content. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * How long a browser may keep a site file, as the site's deployment sets it in AWS
 * (docs/architecture.md#caching): Vite's assets and the art's renditions are content-hashed, so for
 * good; HTML is asked again every time (a 304 when unchanged); anything else for an hour.
 */
export function siteCacheControl(relativePath: string): string {
  if (relativePath.startsWith('assets/') || hashedArtFilePattern.test(relativePath)) return immutableCacheControl;
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The request's validators, for a 304 when the file has not changed. */
type Conditional = { ifNoneMatch?: string; ifModifiedSince?: string };

/** Whether the browser's copy is current: its ETag is among If-None-Match's, or (without one) it is not older than the file. */
function notModified(conditional: Conditional, etag: string, modifiedMs: number): boolean {
  if (conditional.ifNoneMatch) {
    const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
    return conditional.ifNoneMatch === '*' || conditional.ifNoneMatch.split(',').some((tag) => weakless(tag) === weakless(etag));
  }
  const since = conditional.ifModifiedSince ? Date.parse(conditional.ifModifiedSince) : NaN;
  return !Number.isNaN(since) && Math.floor(modifiedMs / 1000) * 1000 <= since;
}

type KnownAddresses = { pages: ReadonlySet<string>; appRoutes: RegExp };
let knownAddresses: { stamp: string; known: KnownAddresses } | undefined;

/** Where the site is served from: the build, and the folder the public pages are published into as the menu changes (functions/src/site/). */
export type SiteFolders = { siteDir: string; pagesDir?: string };

/**
 * What the site lists of its addresses (pages/contract/site-routes.ts): the app's routes from the build, the pages from the
 * pages folder (the build's list until pages are published), read again whenever either list is rewritten;
 * undefined for a site built before the app's routes were listed (then every address is the app's, as before).
 */
function siteAddresses({ siteDir, pagesDir }: SiteFolders): KnownAddresses | undefined {
  const routesFile = join(siteDir, appRoutesFile);
  const pagesFile = join(pagesDir ?? siteDir, pageListFile);
  if (!existsSync(routesFile) || !existsSync(pagesFile)) return undefined;
  const stamp = `${routesFile}|${statSync(routesFile).mtimeMs}|${pagesFile}|${statSync(pagesFile).mtimeMs}`;
  if (knownAddresses?.stamp !== stamp) {
    const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as string[];
    const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as string[];
    knownAddresses = { stamp, known: { pages: new Set(pages), appRoutes: new RegExp(appRoutesPattern(routes), 'i') } };
  }
  return knownAddresses.known;
}

/** A path inside a folder, or undefined when the path leaves it. */
function inside(dir: string, relative: string): string | undefined {
  const candidate = normalize(join(dir, relative));
  return candidate === dir || candidate.startsWith(dir + sep) ? candidate : undefined;
}

const isFileAt = (path: string | undefined): path is string => path !== undefined && existsSync(path) && statSync(path).isFile();

function serveSite(response: ServerResponse, url: URL, folders: SiteFolders, method: string, acceptEncoding: string, conditional: Conditional = {}) {
  const { siteDir, pagesDir } = folders;
  const relative = pathDecodes(url.pathname) ? decodeURIComponent(url.pathname.slice(basePath.length)) : '\0';
  // A page's HTML and the list of pages come from the pages folder once pages are published there (never the build's
  // copies, which may show or list a dish the owner has hidden since); everything else from the build.
  const pagesPublished = pagesDir !== undefined && existsSync(join(pagesDir, pageListFile));
  const isPublishedFile = basename(relative) === 'index.html' || relative === pageListFile;
  const candidate = inside(pagesPublished && isPublishedFile ? pagesDir : siteDir, relative);
  const isFile = isFileAt(candidate);
  // Paths with a file extension that do not exist are real 404s; everything else is the app's.
  if (!isFile && extname(relative) !== '') {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  // A pre-rendered page ('menu' → menu/index.html), else the app's shell, as CloudFront's function routes; the shell
  // answers with 404 for an address the app has no route for, a dish path that is no pre-rendered page included.
  const page = isFile ? undefined : inside(pagesPublished ? pagesDir : siteDir, join(relative, 'index.html'));
  const isPage = isFileAt(page);
  const known = isFile || isPage ? undefined : siteAddresses(folders);
  const unknown = known !== undefined && siteRouteOf(sitePathOf(url.pathname.slice(basePath.length)), known) === 'unknown';
  const notFoundPage = join(siteDir, notFoundPageFile);
  const file = isFile ? candidate : isPage ? page : unknown && existsSync(notFoundPage) ? notFoundPage : join(siteDir, 'spa.html');
  if (!existsSync(file)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The site is not built yet: run `npm run build:web`.');
    return;
  }
  // The Speculation Rules are JSON of a type of their own, which a browser requires (pages/contract/speculation-rules.ts).
  const contentType = file === join(siteDir, speculationRulesFile) ? speculationRulesContentType : (contentTypes[extname(file)] ?? 'application/octet-stream');
  // Validators as S3 gives them behind CloudFront; weak, as one ETag covers every encoding of the file.
  const { size, mtimeMs } = statSync(file);
  const validators = {
    etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    'last-modified': new Date(mtimeMs).toUTCString(),
    vary: 'accept-encoding',
    'cache-control': siteCacheControl(isFile ? relative : 'index.html'),
  };
  if (!unknown && notModified(conditional, validators.etag, mtimeMs)) {
    response.writeHead(304, validators);
    response.end();
    return;
  }
  const { body, encoding } = encodedFile(file, contentType, acceptEncoding);
  response.writeHead(unknown ? 404 : 200, {
    'content-type': contentType,
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...validators,
  });
  response.end(method === 'HEAD' ? undefined : body);
}

/** The renditions' site paths (docs/architecture.md#media): CloudFront serves them from the media bucket. */
const mediaPath = /^\/spices\/(media\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.([a-z0-9]+))$/;

/**
 * The one Content-Type each media file is served with, by its extension: never the type stored with
 * the object (the local S3 emulator keeps whatever a POST said), and nothing that is not a picture
 * (docs/decisions.md#the-local-s3-checks-presigned-posts).
 */
export const mediaContentTypes: ReadonlyMap<string, string> = new Map([
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
]);

/** GET /spices/media/<…> from the media bucket, as CloudFront's /spices/media/* behaviour does (with the object's Cache-Control). */
async function serveMedia(response: ServerResponse, url: URL, method: string) {
  const match = mediaPath.exec(url.pathname);
  const contentType = match ? mediaContentTypes.get(match[2]!) : undefined;
  const object = match && contentType ? await getMediaObject(match[1] as `media/${string}`) : undefined;
  if (!object || !contentType) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
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
  /** Where the public pages are published as the menu changes (functions/src/pages/use-cases/publish-folder.ts); the build's pages until then. */
  pagesDir?: string;
  timeouts?: { headersMs: number; requestMs: number };
  /** s3rver's origin, where the owner's browser uploads photos (the CSP lets it through, as it lets the bucket in AWS). */
  mediaUploadOrigin?: string;
  /** The local push service, where the kitchen's page takes its alert subscription (the CSP lets it through: docs/local-push.md). */
  localPushOrigin?: string;
  /**
   * The shop's one origin (SITE_ORIGIN, which every link in an e-mail and every card page's return uses): a request
   * naming another host is sent there first, so a visitor never ends up on two origins with two sets of cookies.
   */
  siteOrigin?: string;
}): Server {
  const timeouts = options.timeouts ?? requestTimeouts;
  const headers =
    options.mediaUploadOrigin || options.localPushOrigin
      ? hostHeadersFor({
          recaptcha: false,
          ...(options.mediaUploadOrigin ? { mediaUploadOrigin: options.mediaUploadOrigin } : {}),
          ...(options.localPushOrigin ? { localPushOrigin: options.localPushOrigin } : {}),
        })
      : hostHeaders;
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node checks the two limits above; its default (30 s) would let a slow client linger.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, timeouts.headersMs / 4)),
    },
    (request, response) => {
      if (options.siteOrigin && redirectedToSiteOrigin(request, response, options.siteOrigin, headers)) return;
      handle(request, response, { siteDir: options.siteDir, pagesDir: options.pagesDir }, headers);
    },
  );
  // A connection left idle between requests is closed too.
  server.keepAliveTimeout = 5_000;
  return server;
}

/**
 * One origin on the local host (docs/architecture.md#the-local-host-keeps-one-origin): a request whose Host names
 * another host name than SITE_ORIGIN's (`127.0.0.1` for `localhost`) is answered 308 to the same path and query on
 * SITE_ORIGIN, before anything else. Only the host name is compared: Vite's dev server (another port) proxies the API
 * with its own Host. Links are never built from the Host; this only sends a browser to where the links point.
 */
function redirectedToSiteOrigin(request: IncomingMessage, response: ServerResponse, siteOrigin: string, headers: Readonly<Record<string, string>>): boolean {
  const site = new URL(siteOrigin);
  const hostHeader = request.headers.host ?? '';
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader}`).hostname;
  } catch {
    hostname = '';
  }
  if (hostname === site.hostname) return false;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  // 308 keeps the method and body (a POST to the API stays a POST); the path and query are kept as sent.
  response.writeHead(308, { location: `${site.origin}${request.url ?? '/'}`, 'cache-control': 'no-store' });
  response.end();
  return true;
}

function handle(request: IncomingMessage, response: ServerResponse, folders: SiteFolders, headers: Readonly<Record<string, string>>) {
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
      serveSite(response, url, folders, method, String(request.headers['accept-encoding'] ?? ''), {
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
      });
    } catch (error) {
      done(error);
    }
  } else {
    sendJson(response, 404, 'NOT_FOUND', `Nothing is served at ${url.pathname}.`);
  }
}
