import { describe, expect, it } from 'vitest';
import { changeChoices, defaultTipFor, defaultTipPercent, initialCheckoutChoices } from '../../../web/src/features/checkout/hooks/use-checkout-choices.ts';

describe('the tip preselected at checkout', () => {
  it('is no tip for pickup, and the named default for delivery', () => {
    expect(defaultTipFor('pickup')).toEqual({ kind: 'percent', percent: 0 });
    expect(defaultTipFor('delivery')).toEqual({ kind: 'percent', percent: defaultTipPercent });
    expect(initialCheckoutChoices().tip).toEqual({ kind: 'percent', percent: 0 });
    expect(initialCheckoutChoices({ addressId: 'a1' })).toMatchObject({ mode: 'delivery', tip: { kind: 'percent', percent: defaultTipPercent } });
  });

  it('follows pickup and delivery while the customer has not chosen a tip', () => {
    let choices = initialCheckoutChoices();
    choices = changeChoices(choices, { mode: 'delivery' });
    expect(choices.tip).toEqual({ kind: 'percent', percent: defaultTipPercent });
    choices = changeChoices(choices, { notes: 'Ring twice' });
    choices = changeChoices(choices, { mode: 'pickup' });
    expect(choices.tip).toEqual({ kind: 'percent', percent: 0 });
  });

  it('keeps a tip the customer chose, whatever the mode', () => {
    let choices = changeChoices(initialCheckoutChoices(), { tip: { kind: 'percent', percent: 18 } });
    choices = changeChoices(choices, { mode: 'delivery' });
    expect(choices.tip).toEqual({ kind: 'percent', percent: 18 });
    choices = changeChoices(choices, { mode: 'pickup' });
    expect(choices.tip).toEqual({ kind: 'percent', percent: 18 });
    // Choosing "No tip" on delivery is a choice too.
    let delivery = changeChoices(initialCheckoutChoices({ addressId: 'a1' }), { tip: { kind: 'percent', percent: 0 } });
    delivery = changeChoices(changeChoices(delivery, { mode: 'pickup' }), { mode: 'delivery' });
    expect(delivery.tip).toEqual({ kind: 'percent', percent: 0 });
  });
});
