/** How a stored phone number reads: the one rule, shared with the server's e-mails (platform/contract/phone-display.ts). */
export { displayPhone } from '@functions/platform/contract/phone-display.ts';
