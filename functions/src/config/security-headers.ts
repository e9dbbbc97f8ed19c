/**
 * The security headers both hosts send: the local host adds them to every answer, and the CDK web
 * stack turns the same values into CloudFront's response-headers policy (plus HSTS there).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes (blurhash fade-ins, the fixed summary panel); no inline scripts.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** Strict-Transport-Security, sent by CloudFront in AWS only (the local host is plain HTTP). */
export const hstsMaxAgeSeconds = 63_072_000;
