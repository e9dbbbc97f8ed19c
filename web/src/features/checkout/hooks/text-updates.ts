/**
 * "Text me about this order" at checkout (docs/business-rules.md#customer-updates): offered only where the stage sends
 * texts; ticked at first only when the account keeps texts on and its number has not replied STOP (a STOP outweighs
 * the saved choice), and off while the notifications are not read. Once the customer ticks or unticks it, theirs. Pure.
 */
import type { NotificationsAnswer } from '@functions/messaging/contract/customer-updates';

export type TextUpdatesChoice = { offered: boolean; checked: boolean };

export function textUpdatesChoice(answer: Pick<NotificationsAnswer, 'texts' | 'channels'> | undefined, ticked: boolean | undefined): TextUpdatesChoice {
  const offered = answer?.channels.texts === true;
  if (!offered) return { offered, checked: false };
  return { offered, checked: ticked ?? (answer.texts.on && !answer.texts.stopped) };
}
