import { speculationRulesHeader } from './speculation-rules.ts';

/**
 * The security headers both hosts send: the local host adds them to every answer, and the CDK web
 * stack turns the same values into CloudFront's response-headers policy (plus HSTS there).
 * With Google reCAPTCHA on (a site key is configured), the policy also lets in its script and frame.
 */
export type SecurityHeaderOptions = {
  /** Whether the contact forms load Google reCAPTCHA (production with a site key; the local host never). */
  recaptcha: boolean;
  /** Where the owner's browser uploads menu photos (the media bucket's S3 endpoint; locally s3rver's): fetches may go there. */
  mediaUploadOrigin?: string;
  /** Off AWS only: the local push service, where the kitchen's page takes its alert subscription (docs/local-push.md). */
  localPushOrigin?: string;
};

/** Where reCAPTCHA v2 loads its script from and shows its challenge frame. */
export const recaptchaScriptSources = ['https://www.google.com', 'https://www.gstatic.com'] as const;
export const recaptchaFrameSources = ['https://www.google.com', 'https://recaptcha.google.com'] as const;

export function contentSecurityPolicyFor({ recaptcha, mediaUploadOrigin, localPushOrigin }: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(recaptcha ? recaptchaScriptSources : [])].join(' '),
    // React sets style attributes (blurhash fade-ins, the fixed summary panel); no inline scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...(mediaUploadOrigin ? [mediaUploadOrigin] : []), ...(localPushOrigin ? [localPushOrigin] : [])].join(' '),
    ...(recaptcha ? [['frame-src', ...recaptchaFrameSources].join(' ')] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeadersFor(options: SecurityHeaderOptions) {
  return {
    'content-security-policy': contentSecurityPolicyFor(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  } as const;
}

/**
 * Every header both hosts add to every answer: the security headers and the Speculation-Rules header
 * (pages/contract/speculation-rules.ts), which a browser reads only from a page and ignores elsewhere.
 */
export function hostHeadersFor(options: SecurityHeaderOptions) {
  return { ...securityHeadersFor(options), ...speculationRulesHeader } as const;
}

/** The local host's policy: reCAPTCHA off (the contact forms use the local test widget). */
export const contentSecurityPolicy = contentSecurityPolicyFor({ recaptcha: false });
export const securityHeaders = securityHeadersFor({ recaptcha: false });
export const hostHeaders = hostHeadersFor({ recaptcha: false });

/** Strict-Transport-Security, sent by CloudFront in AWS only (the local host is plain HTTP). */
export const hstsMaxAgeSeconds = 63_072_000;
