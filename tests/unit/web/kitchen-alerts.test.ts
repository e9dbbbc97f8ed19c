/**
 * The kitchen's alert settings' form on the web (docs/business-rules.md#never-miss-an-order): the auto-accept amount
 * typed in dollars and sent in cents, the ladder's minutes, the numbers' rows and the server's messages by field. The
 * device's name and state, shared with the customer's notifications, are tests/unit/web/push-device.test.ts's.
 */
import { defaultAlertSettings, type AlertDevice, type AlertsAnswer } from '@functions/alerts/contract/alerts';
import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftOf,
  isChanged,
  saveOf,
  saveVersionOf,
  serverErrors,
  type AlertSettingsDraft,
} from '../../../web/src/features/kitchen-alerts/hooks/alert-settings-draft.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

const device = (deviceId: string, label = 'Chrome on Android'): AlertDevice => ({ deviceId, label, addedAt: '2026-12-07T10:00:00.000Z', addedBy: 'Ama' });

const answerOf = (change: Partial<AlertsAnswer> = {}): AlertsAnswer => ({
  settings: defaultAlertSettings,
  version: 2,
  devices: [],
  channels: { push: true, phone: true },
  ...change,
});

describe('the alert settings form', () => {
  it('shows the auto-accept amount in dollars and sends it in cents, with the minutes as numbers', () => {
    const draft = draftOf({ ...defaultAlertSettings, kitchenPhones: ['+14145550173'], autoAccept: { enabled: true, upToCents: 4550 } });
    expect(draft.autoAcceptUpTo).toBe('45.50');
    expect(draft.kitchenPhones.map((row) => row.phone)).toEqual(['(414) 555-0173']);
    const edited: AlertSettingsDraft = {
      ...draft,
      autoAcceptUpTo: '$1,250',
      callAfter: ' 6 ',
      kitchenPhones: [...draft.kitchenPhones, { key: 'k', phone: ' ' }],
    };
    expect(saveOf(edited)).toEqual({
      kitchenPhones: ['(414) 555-0173'],
      ladder: { textAfterMinutes: 2, callAfterMinutes: 6, tellCustomerAfterMinutes: 10, giveUpAfterMinutes: 20, giveUpBeforeSlotMinutes: 60 },
      autoAccept: { enabled: true, upToCents: 125_000 },
    });
    expect(isChanged(edited, defaultAlertSettings)).toBe(true);
    expect(isChanged(draftOf(defaultAlertSettings), defaultAlertSettings)).toBe(false);
  });

  it('finds what the shared schema refuses, by the draft’s fields', () => {
    const draft = draftOf(defaultAlertSettings);
    expect(draftErrors(draft)).toEqual({});
    // The order of the steps is checked once every minute is a number, as the server checks it.
    expect(draftErrors({ ...draft, callAfter: '2' })).toEqual({ 'ladder.callAfterMinutes': 'The call comes after the text' });
    const errors = draftErrors({
      ...draft,
      giveUpAfter: 'soon',
      autoAcceptUpTo: '12.345',
      kitchenPhones: [
        { key: 'a', phone: '' },
        { key: 'b', phone: '555' },
      ],
    });
    expect(errors).toEqual({
      'ladder.giveUpAfterMinutes': 'Enter a whole number of minutes',
      'autoAccept.upToCents': 'Enter an amount in dollars, e.g. 50.00',
      // The blank first row is left out of the request: the schema's kitchenPhones.0 is the draft's second row.
      'kitchenPhones.1': 'Phone number must be valid',
    });
    expect(draftErrors({ ...draft, autoAcceptUpTo: '0.50' })['autoAccept.upToCents']).toBe('At least $1.00');
  });

  it('puts the server’s refusal under the row it names', () => {
    const draft: AlertSettingsDraft = {
      ...draftOf(defaultAlertSettings),
      kitchenPhones: [
        { key: 'a', phone: '' },
        { key: 'b', phone: '(414) 555-0173' },
      ],
    };
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'The request is not valid.',
      details: [
        { path: 'body.kitchenPhones.0', message: 'Phone number must be valid' },
        { path: 'body.ladder.tellCustomerAfterMinutes', message: 'The customer is told after the call' },
      ],
    });
    expect(serverErrors(refusal, draft)).toEqual({
      'kitchenPhones.1': 'Phone number must be valid',
      'ladder.tellCustomerAfterMinutes': 'The customer is told after the call',
    });
    expect(serverErrors(new ApiError({ status: 409, code: 'CONFLICT', message: 'Changed meanwhile.' }), draft)).toEqual({});
  });

  it('saves over the version read, or a newer one that only added a device, never over another owner’s change', () => {
    const base = answerOf();
    expect(saveVersionOf(answerOf({ version: 3, devices: [device('D1')] }), base)).toBe(3);
    const theirs = answerOf({ version: 3, settings: { ...defaultAlertSettings, kitchenPhones: ['+14145550100'] } });
    expect(saveVersionOf(theirs, base)).toBe(2);
  });
});
