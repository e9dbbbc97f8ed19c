/**
 * The http stack every route handler is built with (docs/architecture.md#inside-a-handler-the-http-stack): the
 * cross-site guard → the session (so a visitor or a customer is refused with 401/403 whatever the body, and
 * learns nothing of it) → the body guards (size, a body where none is taken) → JSON body parsing → strict
 * zod validation of body and query → the call → one error handler that answers
 * `{ error: { code, message, details? } }` with the status of its code.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { logger, publishMetrics } from '../config/telemetry.ts';
import { AppError } from '../errors.ts';
import type { OwnerRecord, UserRecord } from '../table/user-record.ts';
import { routeOf, type AuthOf, type RouteHandler } from '../../routes.ts';
import { errorBody, statusOfCode, toAppError } from './errors.ts';
import { loadSession, type SessionRequirement } from './session.ts';

/** Bodies above this are refused before parsing: no call of the shop needs more. */
export const maxBodyBytes = 64 * 1024;

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** A handler's answer when it needs another status, headers or cookies than a plain 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly cookies: string[] = [],
  ) {}
}

/** A file the browser saves (an owner's export): its text, its type and the name it is saved under. */
export class FileDownload {
  constructor(
    readonly text: string,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

/** An answer already serialized as JSON (e.g. the menu, kept per menu version): sent as it is, not stringified again. */
export class JsonText {
  constructor(readonly text: string) {}
}

type Schema = z.ZodType;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type HttpInput<B, Q, U> = {
  body: B;
  query: Q;
  /** The signed-in user (always present when the route's entry says `auth: 'user'`; an owner with `auth: 'owner'`). */
  user: U;
  pathParameters: Record<string, string>;
  /** With `rawBody`: the body exactly as sent (for a signature over it); otherwise ''. */
  rawBody: string;
  event: HttpEvent;
  requestId: string;
};

type HttpSpec<BS extends Schema | undefined, QS extends Schema | undefined, H extends RouteHandler> = {
  /**
   * The handler's own route-table name (its entry's `handler`, e.g. 'accounts/get-owner-me': functions/src/accounts/handlers/get-owner-me.ts): the
   * stack takes the route's `auth` from the one route table (functions/src/routes.ts).
   */
  route: H;
  /** Strict schema of the JSON body; without it the call takes no body. */
  body?: BS;
  /** Strict schema of the query string; without it the call takes no query parameters. */
  query?: QS;
  /** Cache-Control of a successful answer (default: no-store). */
  cacheControl?: string;
};

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function headerOf(event: HttpEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

function bodyBytes(event: HttpEvent): number {
  if (event.body === undefined || event.body === null) return 0;
  return event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
}

/** The shop's host as the browser sees it (CloudFront passes it in x-forwarded-host). */
function siteHost(event: HttpEvent): string | undefined {
  return headerOf(event, 'x-forwarded-host') ?? headerOf(event, 'host');
}

/**
 * The client's address: CloudFront's viewer address when present, else the connection's. In AWS
 * the API's default endpoint is disabled, so every request comes through CloudFront, which sets it.
 */
export function clientAddress(event: HttpEvent): string {
  const viewer = headerOf(event, 'cloudfront-viewer-address');
  // "203.0.113.7:443" or "[2001:db8::1]:443"
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return event.requestContext.http.sourceIp;
}

/** The host of an Origin header, or undefined when it is not a URL with a host ("null", "%%%", "http://[::1"). */
function originHost(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined;
  return new URL(origin).host || undefined;
}

/** Refuses cross-site writes before anything else (the headers alone decide it). */
function guardCrossSite(event: HttpEvent) {
  const method = event.requestContext.http.method;
  if (stateChangingMethods.has(method)) {
    const fetchSite = headerOf(event, 'sec-fetch-site');
    const origin = headerOf(event, 'origin');
    const host = siteHost(event);
    // An Origin that is not a URL of this host (malformed ones included) is a cross-site write.
    if (fetchSite === 'cross-site' || (origin !== undefined && originHost(origin) !== host)) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not accepted.');
    }
  }
}

/**
 * Refuses bodies no handler should see: oversized ones, and any where the call takes none. After the
 * session step, so a route that needs sign-in answers a visitor 401 and a customer of an owner route
 * 403 whatever the body (docs/architecture.md#inside-a-handler-the-http-stack).
 */
function guardBody(event: HttpEvent, takesBody: boolean) {
  if (bodyBytes(event) > maxBodyBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBodyBytes} bytes.`);
  }
  if (!takesBody && bodyBytes(event) > 0) {
    throw new AppError('VALIDATION', 'This call takes no request body.');
  }
}

function issuesToDetails(issues: z.core.$ZodIssue[], prefix: string) {
  return issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const message = issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
    return { path, message };
  });
}

function validate<S extends Schema | undefined>(schema: S, value: unknown, where: 'body' | 'query'): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION', `The request ${where} is not valid.`, issuesToDetails(result.error.issues, where));
  }
  return result.data as Parsed<S>;
}

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The route's `formBody` (the one-click unsubscribe): a form's fields become the body the schema checks, as an object
 * of strings (a file among them is refused); a JSON body is parsed as on every route; any other type is a 415.
 */
function formOrJsonBodyParser(): middy.MiddlewareObj<HttpEvent, HttpResult, Error, Context> {
  const json = httpJsonBodyParser();
  return {
    before: async (request) => {
      const contentType = headerOf(request.event, 'content-type') ?? '';
      if (!formTypes.test(contentType)) return json.before!(request as never);
      const { body, isBase64Encoded } = request.event;
      const bytes = Buffer.from(body ?? '', isBase64Encoded ? 'base64' : 'utf8');
      // The platform's own form reader (undici's): both encodings, multipart's boundaries and escapes.
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => {
        throw new AppError('VALIDATION', 'The request body is not a valid form.');
      });
      const fields = [...form];
      if (fields.some(([, value]) => typeof value !== 'string')) throw new AppError('VALIDATION', 'This call takes no files.');
      (request.event as { body: unknown }).body = Object.fromEntries(fields);
    },
  };
}

function jsonResult(status: number, body: unknown, headers: Record<string, string>, cookies: string[] = []): HttpResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: body === undefined ? '' : body instanceof JsonText ? body.text : JSON.stringify(body),
    ...(cookies.length ? { cookies } : {}),
  };
}

/** Builds a route handler: `run` gets the validated input and returns the answer body (or a Reply). */
type SessionUserOf<A extends SessionRequirement> = A extends 'owner'
  ? OwnerRecord
  : A extends 'user'
    ? UserRecord
    : A extends 'optional'
      ? UserRecord | undefined
      : undefined;

export function http<H extends RouteHandler, BS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined>(
  spec: HttpSpec<BS, QS, H>,
  run: (input: HttpInput<Parsed<BS>, Parsed<QS>, SessionUserOf<AuthOf<H>>>) => Promise<unknown>,
) {
  // Looked up once, when the module loads: an unknown handler fails at once, not at the first call.
  const route = routeOf(spec.route);
  const auth: SessionRequirement = route.auth;
  // The route's `rawBody` (the webhook): the body is the exact text sent, never parsed (its signature is over it).
  const takesRawBody = route.rawBody === true;
  if (takesRawBody && spec.body) throw new Error(`${spec.route}: a raw body is not also parsed as JSON`);
  const takesBody = spec.body !== undefined || takesRawBody;
  // The session step's user for the call (read before the body is parsed and validated).
  const sessions = new WeakMap<HttpEvent, UserRecord | undefined>();
  const base = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const query = validate(spec.query as QS, event.queryStringParameters ?? {}, 'query');
    const body = validate(spec.body as BS, event.body, 'body');
    const rawBody = takesRawBody && event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    // Without a query schema the call takes no query parameters at all.
    if (!spec.query && event.queryStringParameters && Object.keys(event.queryStringParameters).length > 0) {
      throw new AppError('VALIDATION', 'This call takes no query parameters.', [
        { path: 'query', message: `Unknown field(s): ${Object.keys(event.queryStringParameters).join(', ')}` },
      ]);
    }
    const user = sessions.get(event);
    const answer = await run({
      body,
      query,
      user: user as SessionUserOf<AuthOf<H>>,
      pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
      rawBody,
      event,
      requestId: context.awsRequestId,
    });
    const cacheControl = { 'cache-control': spec.cacheControl ?? 'no-store' };
    if (answer instanceof FileDownload) {
      return {
        statusCode: 200,
        headers: {
          'content-type': answer.contentType,
          // The name is the server's own (letters, digits, - and .), so it needs no quoting beyond this.
          'content-disposition': `attachment; filename="${answer.fileName}"`,
          ...cacheControl,
        },
        body: answer.text,
      };
    }
    if (answer instanceof Reply) {
      return jsonResult(answer.status, answer.body, { ...cacheControl, ...answer.headers }, answer.cookies);
    }
    return jsonResult(200, answer, cacheControl);
  };

  const handler = middy<HttpEvent, HttpResult, Error, Context>(base);
  // Logs carry the function's request id; counters added during the call are published at its end.
  handler.use(injectLambdaContext(logger(), { resetKeys: true })).use({ after: publishMetrics, onError: publishMetrics });
  handler.use({
    // A `formBody` route's caller is a mail provider's server or any page: its token, not the Origin, is the authority.
    before: (request) => (route.formBody ? undefined : guardCrossSite(request.event)),
    onError: (request) => {
      const appError = toAppError(request.error);
      const status = statusOfCode[appError.code];
      if (status >= 500) logger().error('Unexpected failure', { route: request.event.routeKey, error: request.error ?? undefined });
      request.response = jsonResult(status, errorBody(appError, status >= 500 ? request.context.awsRequestId : undefined), {
        'cache-control': 'no-store',
        ...appError.headers,
      });
    },
  });
  handler.use({
    before: async (request) => {
      sessions.set(request.event, await loadSession(request.event, auth));
    },
  });
  // The body is looked at only now, after the session step has refused whoever may not call the route.
  handler.use({ before: (request) => guardBody(request.event, takesBody) });
  if (spec.body) handler.use(route.formBody ? formOrJsonBodyParser() : httpJsonBodyParser());
  return handler;
}
