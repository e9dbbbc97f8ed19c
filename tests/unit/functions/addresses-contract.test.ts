import { describe, expect, it } from 'vitest';
import { addressFormSchema, addressRequestSchema } from '../../../functions/src/accounts/contract/address.ts';

const address = { label: 'Home', recipientName: 'Ama Mensah', line1: '2218 N MLK Jr Dr', city: 'Milwaukee', zip: '53212' };

describe('the address request', () => {
  it('fills the optional fields: Wisconsin, no phone, no instructions, not the default', () => {
    expect(addressRequestSchema.parse(address)).toEqual({
      ...address,
      line2: '',
      state: 'WI',
      phone: null,
      deliveryInstructions: '',
      isDefault: false,
    });
  });

  it('stores the state in capitals and a phone number as E.164', () => {
    const parsed = addressRequestSchema.parse({ ...address, state: ' il ', phone: '(414) 555-0199' });
    expect(parsed.state).toBe('IL');
    expect(parsed.phone).toBe('+14145550199');
  });

  it('refuses a state that is not two letters, a wrong phone number and long instructions, each at its field', () => {
    const result = addressRequestSchema.safeParse({ ...address, state: 'Wis', phone: '555', deliveryInstructions: 'x'.repeat(301) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['state', 'Enter the 2-letter state, e.g. WI'],
      ['phone', 'Phone number must be valid'],
      ['deliveryInstructions', 'Delivery instructions must be at most 300 characters'],
    ]);
  });

  it('refuses unknown fields, so no one can smuggle in an id or an owner', () => {
    expect(addressRequestSchema.safeParse({ ...address, id: 'X', userId: 'Y' }).success).toBe(false);
  });

  it('gives blank required fields the messages the form shows', () => {
    const result = addressFormSchema.safeParse({
      label: ' ',
      recipientName: '',
      line1: '',
      line2: '',
      city: '',
      state: 'WI',
      zip: '53212',
      phone: '',
      deliveryInstructions: '',
    });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Give the address a name, e.g. Home or Work',
      'Name is required',
      'Street address is required',
      'City is required',
    ]);
  });
});
