import { describe, expect, it } from 'vitest';
import { business } from '../../../functions/src/platform/config/business.ts';
import { addressRequestSchema } from '../../../functions/src/accounts/contract/address.ts';
import { isInServiceArea, normaliseZip, outsideServiceAreaMessage } from '../../../functions/src/shop/contract/service-area.ts';

describe('normaliseZip', () => {
  it('takes five digits or ZIP+4, with or without the hyphen, around spaces', () => {
    expect(normaliseZip('53212')).toBe('53212');
    expect(normaliseZip(' 53212-1234 ')).toBe('53212-1234');
    expect(normaliseZip('532121234')).toBe('53212-1234');
  });

  it('refuses anything else', () => {
    for (const input of ['', '5321', '532123', '53212-12', 'ABCDE', '53 212', '53212 1234']) expect(normaliseZip(input), input).toBeUndefined();
  });
});

describe('isInServiceArea', () => {
  it('knows the Greater Milwaukee ZIP codes of the business config, ZIP+4 too', () => {
    expect(isInServiceArea('53212')).toBe(true);
    expect(isInServiceArea('53186-0001')).toBe(true); // Waukesha
    for (const zip of business.serviceArea.zipCodes) expect(isInServiceArea(zip)).toBe(true);
  });

  it('answers no outside the area and for malformed input', () => {
    expect(isInServiceArea('60601')).toBe(false); // Chicago
    expect(isInServiceArea('53703')).toBe(false); // Madison
    expect(isInServiceArea('5321')).toBe(false);
  });

  it('tells a customer outside the area how to contact the business', () => {
    const message = outsideServiceAreaMessage('60601');
    expect(message).toContain('60601 is outside our delivery area (Greater Milwaukee)');
    expect(message).toContain(business.phone);
    expect(message).toContain(business.email);
  });
});

describe('the address form’s ZIP field', () => {
  const address = { label: 'Home', recipientName: 'Ama Mensah', line1: '2218 N MLK Jr Dr', city: 'Milwaukee' };
  const zipMessage = (zip: string) => {
    const result = addressRequestSchema.safeParse({ ...address, zip });
    return result.success ? result.data.zip : result.error.issues.find((issue) => issue.path[0] === 'zip')?.message;
  };

  it('keeps a ZIP inside the area in its normal form', () => {
    expect(zipMessage('532121234')).toBe('53212-1234');
  });

  it('shows the contact message for a ZIP outside the area, and a format message for a malformed one', () => {
    expect(zipMessage('60601')).toBe(outsideServiceAreaMessage('60601'));
    expect(zipMessage('6060')).toBe('Enter a 5-digit ZIP code, e.g. 53212');
    expect(zipMessage('')).toBe('ZIP code is required');
  });
});
