/**
 * What a customer's reply to a text asks (docs/business-rules.md#customer-updates): the keywords US carriers and AWS End
 * User Messaging SMS treat as an opt-out, help or opt-in, matched on the reply's first word whatever its case and
 * punctuation. Anything else asks nothing. Pure.
 */
export type ReplyKind = 'stop' | 'help' | 'start' | 'other';

/** The CTIA's and AWS's opt-out keywords. */
const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT-OUT', 'REVOKE', 'ARRET']);
const helpWords = new Set(['HELP', 'INFO', 'AIDE']);
const startWords = new Set(['START', 'UNSTOP', 'YES', 'OPTIN', 'OPT-IN']);

export function replyKind(body: string): ReplyKind {
  const first =
    body
      .trim()
      .split(/\s+/)[0]
      ?.toUpperCase()
      .replace(/[^A-Z-]/g, '') ?? '';
  if (stopWords.has(first)) return 'stop';
  if (helpWords.has(first)) return 'help';
  if (startWords.has(first)) return 'start';
  return 'other';
}
