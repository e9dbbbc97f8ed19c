/**
 * What Account › Notifications says about texts (docs/business-rules.md#customer-updates), from the server's answer:
 * the stage sends none, the account has no phone to text, the number replied STOP, or texts on or off. Pure.
 */
import type { NotificationsAnswer } from '@functions/messaging/contract/customer-updates';

export type TextsState = 'unavailable' | 'no-phone' | 'stopped' | 'on' | 'off';

export function textsState({ texts, channels }: Pick<NotificationsAnswer, 'texts' | 'channels'>): TextsState {
  if (!channels.texts) return 'unavailable';
  if (!texts.phone) return 'no-phone';
  // A STOP outweighs the choice: nothing is texted until the customer turns texts on again (or replies START).
  if (texts.stopped) return 'stopped';
  return texts.on ? 'on' : 'off';
}
