/**
 * The name a device that takes push (the kitchen's alerts, a customer's notifications) is listed under until someone
 * types another: the browser and what it runs on, read from the user agent ("Chrome on Android", "Safari on iPhone").
 * Only a suggestion, so a guess is fine; unknown parts fall back to plain words. Also whether the device is an iPhone
 * or iPad, where Safari offers push only to a web app on the Home Screen. Pure.
 */

/** Browsers by their user-agent token, the more specific first (Edge and Opera also say Chrome, Chrome also says Safari). */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems by their token; an iPad asking for the desktop site says Macintosh, and is told apart by its touch screen. */
function systemOf(userAgent: string, maxTouchPoints: number): string | undefined {
  if (/\biPhone\b/.test(userAgent)) return 'iPhone';
  if (/\biPad\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)) return 'iPad';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bMacintosh\b|\bMac OS X\b/.test(userAgent)) return 'Mac';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return undefined;
}

/** Whether the device is an iPhone or iPad, where Web Push reaches only a web app added to the Home Screen. */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  const system = systemOf(userAgent, maxTouchPoints);
  return system === 'iPhone' || system === 'iPad';
}

export function deviceLabel(userAgent: string, maxTouchPoints = 0): string {
  const browser = browsers.find(([token]) => token.test(userAgent))?.[1];
  const system = systemOf(userAgent, maxTouchPoints);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'This browser';
}
