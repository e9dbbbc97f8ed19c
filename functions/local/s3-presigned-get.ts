/**
 * What S3 checks of a presigned GET (a link to an owner's large export, functions/src/platform/media/media.ts) and s3rver does
 * not: s3rver takes any SigV4 signature as good, and serves a key to a request with none. The local S3's front
 * (./s3-local.ts) asks this before it lets a GET of exports/ through, so a link works here exactly as long as it would
 * in AWS: signed by a known key over this very request, and not past its X-Amz-Date + X-Amz-Expires.
 * (docs/decisions.md#large-exports-by-a-short-lived-link)
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { postPolicySignature, type PostRefusal } from './s3-post-policy.ts';

const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const denied = (message: string): PostRefusal => ({ status: 403, code: 'AccessDenied', message });

/** '20261207T001500Z' as milliseconds, or NaN. */
function amzDate(text: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!) : Number.NaN;
}

/**
 * Undefined when S3 would answer this GET (or HEAD) by its query-string signature, else its refusal. `path` and
 * `query` are the request's as sent (still URI-encoded), `host` its Host header.
 */
export function checkPresignedGet(input: {
  method: string;
  path: string;
  query: string;
  host: string;
  now: Date;
  secretOf: (accessKeyId: string) => string | undefined;
}): PostRefusal | undefined {
  const pairs = input.query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return [decodeURIComponent(name), decodeURIComponent(value.join('='))] as const;
    });
  const param = (name: string) => pairs.find(([key]) => key === name)?.[1];
  const signature = param('X-Amz-Signature');
  const credential = param('X-Amz-Credential');
  const date = param('X-Amz-Date');
  const expires = Number(param('X-Amz-Expires'));
  const signedHeaders = param('X-Amz-SignedHeaders');
  if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !signature || !credential || !date || !signedHeaders || !Number.isInteger(expires)) {
    return denied('Only a presigned link may read this key.');
  }
  const [accessKeyId = '', ...scope] = credential.split('/');
  const secret = input.secretOf(accessKeyId);
  if (!secret || scope.length !== 4)
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  const signedAt = amzDate(date);
  if (Number.isNaN(signedAt) || expires < 1 || expires > 604_800) return denied('X-Amz-Date or X-Amz-Expires is not valid.');
  if (input.now.getTime() > signedAt + expires * 1000) return denied('Request has expired');

  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a < b ? -1 : a > b ? 1 : aValue < bValue ? -1 : aValue > bValue ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerNames = signedHeaders.split(';');
  if (headerNames.some((name) => name !== 'host')) return denied('A link signs its host alone.');
  const canonicalRequest = [
    input.method,
    input.path,
    canonicalQuery,
    `host:${input.host.trim()}\n`,
    signedHeaders,
    param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const [day = '', region = '', service = ''] = scope;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope.join('/'), createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const expected = Buffer.from(postPolicySignature(secret, day, region, service, stringToSign));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return undefined;
}
