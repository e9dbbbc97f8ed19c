/**
 * The browser's side of Web Push shared by the kitchen's alerts and a customer's notifications (web/src/lib/push/):
 * the name a device is suggested, whether it is an iPhone that needs the Home Screen, whether this device takes pushes,
 * and which device the server added for it.
 */
import { describe, expect, it } from 'vitest';
import { deviceLabel, isAppleMobile } from '../../../web/src/lib/push/device-label.ts';
import { addedDeviceId, deviceState, parseStoredDevice, type ListedDevice } from '../../../web/src/lib/push/device-state.ts';

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

const device = (deviceId: string, label = 'Chrome on Android'): ListedDevice => ({ deviceId, label });
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

  it('picks the one with this device’s name when someone else added one at the same moment', () => {
    const after = [device('D1'), device('D2', 'Tablet on the pass'), device('D3', 'Kofi’s phone')];
    expect(addedDeviceId([device('D1')], after, ' Tablet on the pass ', undefined, 'https://push.example/two')).toBe('D2');
  });

  it('keeps the device this one had when the server already knew its subscription', () => {
    expect(addedDeviceId([device('D1')], [device('D1')], 'Chrome on Android', stored, stored.endpoint)).toBe('D1');
    expect(addedDeviceId([device('D1')], [device('D1')], 'Chrome on Android', stored, 'https://push.example/other')).toBeUndefined();
  });
});
