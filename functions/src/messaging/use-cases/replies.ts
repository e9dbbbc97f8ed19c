/**
 * A customer's reply to a text (docs/business-rules.md#customer-updates), delivered by AWS End User Messaging SMS's
 * two-way channel (an SNS topic; locally the messaging stand-in). The shop keeps the opt-outs itself (the number's
 * self-managed opt-outs are on), in step with the number's opt-out list at AWS:
 *
 * - STOP (and the other opt-out words): no text goes to the number from now on; confirmed once.
 * - START: texts again, confirmed once, for a number that had stopped.
 * - HELP: the shop's name and phone, at most once an hour per number (no loop with an auto-reply).
 * - Anything else, and any reply from a number the shop never texted: nothing.
 */
import { logger } from '../../platform/config/telemetry.ts';
import { deleteOptedOut, messagingConfigured, putOptedOut, sendText } from '../../platform/messaging/sms-voice.ts';
import { replyKind } from '../rules/replies.ts';
import { helpAnswer, startConfirmation, stopConfirmation } from '../rules/text-words.ts';
import { claimHelpAnswer, getTextedPhone, startPhone, stopPhone } from '../store/texted-phones.ts';

export type InboundText = { from: string; to: string; body: string };
export type ReplyOutcome = 'stopped' | 'started' | 'helped' | 'ignored';

const helpSpacingSeconds = 60 * 60;

export async function handleReply(reply: InboundText, now = new Date()): Promise<ReplyOutcome> {
  // The topic carries the shop's own number's replies alone (its two-way channel): `to` is that number.
  if (!messagingConfigured()) return 'ignored';
  // A number the shop never texted is nobody the shop knows: nothing is stored or sent for it.
  const phone = await getTextedPhone(reply.from);
  if (!phone) return 'ignored';
  switch (replyKind(reply.body)) {
    case 'stop': {
      // The shop's record first: from here on the outbox texts the number nothing. Then the confirmation, before the
      // list at AWS, which refuses every text to a listed number, this one too. The list always (putting twice is
      // harmless), so a retry after a failure still puts it there.
      const stoppedNow = await stopPhone(reply.from, now);
      if (stoppedNow) await sendText({ to: reply.from, body: stopConfirmation, context: { reply: 'stop' } });
      await putOptedOut(reply.from);
      if (!stoppedNow) return 'ignored';
      logger().info('A customer’s number replied STOP', { phoneEnding: reply.from.slice(-4) });
      return 'stopped';
    }
    case 'start':
      if (!(await startPhone(reply.from, now))) return 'ignored';
      await deleteOptedOut(reply.from);
      await sendText({ to: reply.from, body: startConfirmation, context: { reply: 'start' } });
      return 'started';
    case 'help':
      if (phone.stopped || !(await claimHelpAnswer(reply.from, now, helpSpacingSeconds))) return 'ignored';
      await sendText({ to: reply.from, body: helpAnswer, context: { reply: 'help' } });
      return 'helped';
    default:
      return 'ignored';
  }
}
