/**
 * What S3 checks on a browser's POST upload, for the local S3 emulator, which checks none of it
 * (docs/decisions.md#the-local-s3-checks-presigned-posts): the form (multipart/form-data: fields, then
 * the file), its SigV4 signature over the base64 policy, and the policy itself (not expired; every
 * condition met: exact fields, `starts-with`, `content-length-range`; no field the policy does not
 * name). Also the signer's rights: the shop's signing function may only put under `uploads/`. Pure;
 * functions/local/s3-local.ts answers the refusal the way S3 does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A part of a multipart/form-data body. */
export type FormPart = { name: string; filename?: string; contentType?: string; body: Buffer };

/** The parts of a multipart/form-data body, in order; undefined when it is not one. */
export function parseMultipart(contentType: string | undefined, body: Buffer): FormPart[] | undefined {
  const boundary = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return undefined;
  const delimiter = Buffer.from(`--${marker}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    at += delimiter.length;
    // The closing delimiter: `--boundary--`.
    if (body.subarray(at, at + 2).toString('latin1') === '--') return parts;
    if (body.subarray(at, at + 2).toString('latin1') !== '\r\n') return undefined;
    const headersEnd = body.indexOf('\r\n\r\n', at + 2);
    if (headersEnd < 0) return undefined;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) return undefined;
    const headers = body
      .subarray(at + 2, headersEnd)
      .toString('utf8')
      .split('\r\n');
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return undefined;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const type = headers.find((line) => /^content-type:/i.test(line))?.replace(/^content-type:\s*/i, '');
    parts.push({ name, ...(filename !== undefined ? { filename } : {}), ...(type ? { contentType: type } : {}), body: body.subarray(headersEnd + 4, next) });
    at = next + 2;
  }
}

export type PostRefusal = { status: number; code: string; message: string };

type Condition = Record<string, unknown> | unknown[];

const refuse = (status: number, code: string, message: string): PostRefusal => ({ status, code, message });
const denied = (message: string) => refuse(403, 'AccessDenied', message);

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** SigV4's signature of a POST policy: HMAC-SHA256 with the key derived from the secret, the date, the region and the service. */
export function postPolicySignature(secret: string, date: string, region: string, service: string, policy: string): string {
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return hmac(key, policy).toString('hex');
}

/** Fields S3 never asks the policy to name. */
const exemptFields = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Whether S3 would store this form POST to `bucket`: undefined when it would, else its refusal.
 * `secretOf` gives an access key's secret (undefined for an unknown key); `keyPrefix` is where the
 * signer may put objects.
 */
export function checkPostUpload(input: {
  bucket: string;
  parts: readonly FormPart[];
  now: Date;
  secretOf: (accessKeyId: string) => string | undefined;
  keyPrefix: string;
}): PostRefusal | undefined {
  // S3 reads the fields up to the file and ignores what follows it.
  const fileIndex = input.parts.findIndex((part) => part.name === 'file');
  if (fileIndex < 0) return refuse(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  const fields = new Map<string, string>();
  for (const part of input.parts.slice(0, fileIndex)) {
    const name = part.name.toLowerCase();
    if (fields.has(name)) return refuse(400, 'InvalidArgument', `The field ${part.name} is given more than once.`);
    fields.set(name, part.body.toString('utf8'));
  }
  const fileSize = input.parts[fileIndex]!.body.byteLength;

  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  if (!policy || !signature) return denied('Anonymous access is forbidden for this operation.');
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return refuse(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 signatures are accepted.');
  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/(s3)\/aws4_request$/.exec(fields.get('x-amz-credential') ?? '');
  if (!credential) return refuse(400, 'InvalidArgument', 'The X-Amz-Credential field is malformed.');
  const [, accessKeyId, date, region, service] = credential;
  const secret = input.secretOf(accessKeyId!);
  if (secret === undefined) return denied('The AWS Access Key Id you provided does not exist in our records.');
  const expected = Buffer.from(postPolicySignature(secret, date!, region!, service!, policy));
  const given = Buffer.from(signature.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return refuse(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : Number.NaN;
  if (Number.isNaN(expiration) || !Array.isArray(document.conditions)) return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Missing required field.');
  if (expiration <= input.now.getTime()) return denied('Invalid according to Policy: Policy expired.');

  const valueOf = (name: string) => (name === 'bucket' ? input.bucket : fields.get(name));
  const named = new Set<string>();
  for (const condition of document.conditions as Condition[]) {
    const failed = denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
    if (Array.isArray(condition)) {
      const [operator, subject, value, max] = condition;
      if (operator === 'content-length-range' && typeof subject === 'number' && typeof value === 'number') {
        if (fileSize > value) return refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
        if (fileSize < subject) return refuse(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size.');
        continue;
      }
      if (
        (operator === 'eq' || operator === 'starts-with') &&
        typeof subject === 'string' &&
        subject.startsWith('$') &&
        typeof value === 'string' &&
        max === undefined
      ) {
        const name = subject.slice(1).toLowerCase();
        named.add(name);
        const actual = valueOf(name) ?? '';
        if (operator === 'eq' ? actual !== value : !actual.startsWith(value)) return failed;
        continue;
      }
      return refuse(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`);
    }
    const entries = condition && typeof condition === 'object' ? Object.entries(condition) : [];
    if (entries.length !== 1 || typeof entries[0]![1] !== 'string') {
      return refuse(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`);
    }
    const [name, value] = entries[0] as [string, string];
    named.add(name.toLowerCase());
    if (valueOf(name.toLowerCase()) !== value) return failed;
  }
  const extra = [...fields.keys()].filter((name) => !exemptFields.has(name) && !name.startsWith('x-ignore-') && !named.has(name));
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  // The policy must fix the key (S3 requires a condition on it), and the signer may only put under its prefix.
  if (!named.has('key')) return denied('Invalid according to Policy: Policy Condition failed: the key is not named.');
  const key = fields.get('key') ?? '';
  if (!key.startsWith(input.keyPrefix) || key.includes('..')) return denied('Access Denied');
  return undefined;
}
