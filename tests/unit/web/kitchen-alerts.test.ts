/**
 * The kitchen's alerts on the web (docs/business-rules.md#never-miss-an-order): the name a device is suggested, whether
 * this device takes alerts, which device the server added for it, and the alert settings' form (the auto-accept amount
 * typed in dollars and sent in cents, the ladder's minutes, the numbers' rows and the server's messages by field).
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
import { deviceLabel, isAppleMobile } from '../../../web/src/features/kitchen-alerts/hooks/device-label.ts';
import { addedDeviceId, deviceState, parseStoredDevice } from '../../../web/src/features/kitchen-alerts/hooks/device-state.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

const agents = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('deviceLabel', () => {
  it('names the browser and what it runs on, the more specific browser first', () => {
    expect(deviceLabel(agents.chromeAndroid)).toBe('Chrome on Android');
    expect(deviceLabel(agents.safariIphone)).toBe('Safari on iPhone');
    expect(deviceLabel(agents.chromeIphone)).toBe('Chrome on iPhone');
    expect(deviceLabel(agents.edgeWindows)).toBe('Edge on Windows');
    expect(deviceLabel(agents.firefoxMac)).toBe('Firefox on Mac');
    expect(deviceLabel(agents.samsung)).toBe('Samsung Internet on Android');
    expect(deviceLabel(agents.chromebook)).toBe('Chrome on ChromeOS');
  });

  it('tells an iPad asking for the desktop site from a Mac by its touch screen', () => {
    expect(deviceLabel(agents.ipadDesktop, 0)).toBe('Safari on Mac');
    expect(deviceLabel(agents.ipadDesktop, 5)).toBe('Safari on iPad');
    expect(isAppleMobile(agents.ipadDesktop, 5)).toBe(true);
    expect(isAppleMobile(agents.safariIphone)).toBe(true);
    expect(isAppleMobile(agents.chromeAndroid)).toBe(false);
  });

  it('falls back to plain words for what it does not know', () => {
    expect(deviceLabel('curl/8.5.0')).toBe('This browser');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0) Unknown/1.0')).toBe('A browser on Windows');
    expect(deviceLabel(agents.headless)).toBe('A browser on Linux');
  });
});

const device = (deviceId: string, label = 'Chrome on Android'): AlertDevice => ({ deviceId, label, addedAt: '2026-12-07T10:00:00.000Z', addedBy: 'Ama' });
const stored = { deviceId: 'D1', endpoint: 'https://push.example/one' };

describe('deviceState', () => {
  const facts = { supported: true, permission: 'granted' as const, stored, devices: [device('D1')] };

  it('is on while the browser allows notifications and the server still lists the device', () => {
    expect(deviceState(facts)).toBe('on');
    expect(deviceState({ ...facts, browserEndpoint: stored.endpoint })).toBe('on');
  });

  it('is off when the device was removed, never turned on, or the browser dropped its subscription', () => {
    expect(deviceState({ ...facts, devices: [device('D2')] })).toBe('off');
    expect(deviceState({ ...facts, stored: undefined })).toBe('off');
    expect(deviceState({ ...facts, permission: 'default' })).toBe('off');
    expect(deviceState({ ...facts, browserEndpoint: null })).toBe('off');
    expect(deviceState({ ...facts, browserEndpoint: 'https://push.example/another' })).toBe('off');
  });

  it('says when the browser blocks notifications, and when it cannot take push at all', () => {
    expect(deviceState({ ...facts, permission: 'denied' })).toBe('blocked');
    expect(deviceState({ ...facts, supported: false })).toBe('unsupported');
  });
});

describe('parseStoredDevice', () => {
  it('reads what the device stored and nothing else', () => {
    expect(parseStoredDevice(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredDevice(null)).toBeUndefined();
    expect(parseStoredDevice('not json')).toBeUndefined();
    expect(parseStoredDevice(JSON.stringify({ deviceId: 7, endpoint: 'x' }))).toBeUndefined();
  });
});

describe('addedDeviceId', () => {
  it('is the one device the answer has that the list before did not', () => {
    expect(addedDeviceId([device('D1')], [device('D1'), device('D2')], 'Chrome on Android', undefined, 'https://push.example/two')).toBe('D2');
  });

  it('picks the one with this device’s name when another owner added one at the same moment', () => {
    const after = [device('D1'), device('D2', 'Tablet on the pass'), device('D3', 'Kofi’s phone')];
    expect(addedDeviceId([device('D1')], after, ' Tablet on the pass ', undefined, 'https://push.example/two')).toBe('D2');
  });

  it('keeps the device this one had when the server already knew its subscription', () => {
    expect(addedDeviceId([device('D1')], [device('D1')], 'Chrome on Android', stored, stored.endpoint)).toBe('D1');
    expect(addedDeviceId([device('D1')], [device('D1')], 'Chrome on Android', stored, 'https://push.example/other')).toBeUndefined();
  });
});

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
