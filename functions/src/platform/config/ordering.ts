/**
 * The ordering rules' numbers: the one place for slot length, lead times, capacity, fees, tax, tips,
 * catering terms and the accepted ways to pay. The default opening hours (the owner's settings replace
 * them), time zone and service area come from business.ts. Money is integer cents; rates are basis points (1 bp = 0.01 %).
 */
import { business } from './business.ts';

export const fulfilmentModes = ['pickup', 'delivery'] as const;
export type FulfilmentMode = (typeof fulfilmentModes)[number];

/** 'card-online': paid now on the card provider's page (docs/business-rules.md#card-payments), where the stage has it. */
export const paymentMethodIds = ['card-online', 'in-person-card', 'in-person-cash'] as const;

/** The ways to pay the owner can offer for a kind of order (docs/business-rules.md#the-days-settings). */
export const paymentChoices = ['card-or-in-person', 'card-only', 'in-person-only'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];

export const ordering = {
  timeZone: business.timeZone,
  hours: business.defaultHours,

  /** Orders are scheduled on a 15-minute grid of local clock time. */
  slotMinutes: 15,
  /** The last day offered is today plus this many days. */
  daysAhead: 14,
  /** How long the kitchen needs from order (or from opening) until the food is ready / at the door. */
  leadMinutes: { pickup: 30, delivery: 60 } satisfies Record<FulfilmentMode, number>,
  /** The last slot of a day is this long before closing, so the kitchen can close on time. */
  lastSlotBeforeCloseMinutes: 15,
  /** Orders the kitchen takes per slot (pickup and delivery together); a full slot is not offered. */
  maxOrdersPerSlot: 6,

  /** Flat delivery fee of a regular order. */
  deliveryFeeCents: 499,
  /**
   * Catering delivery (docs/product.md#screens catering copy: "10% delivery fee up to $500"), read as 10 % of the
   * food subtotal, at most $500.
   */
  cateringDeliveryFee: { rateBasisPoints: 1000, maxCents: 50_000 },
  /** Delivery needs at least this food subtotal. */
  deliveryMinimumCents: 2000,

  /**
   * Milwaukee sales tax, 7.9 % = WI state 5 % + Milwaukee County 0.9 % + City of Milwaukee 2 %.
   * Charged on the food subtotal plus the delivery fee; the tip is not taxed.
   */
  salesTax: { rateBasisPoints: 790, appliesTo: ['food', 'deliveryFee'] as const },

  /** Tip presets in percent of the food subtotal; a custom tip is whole cents up to the cap. */
  tipPresetPercents: [0, 15, 18, 20] as const,
  customTipMaxCents: 50_000,

  /** Catering terms (docs/product.md#screens): order by 5 p.m. local for the day after next; at least 4 entrée trays. */
  catering: {
    orderByLocalTime: '17:00',
    /** Days after today of the earliest catering day when ordered before the cut-off. */
    daysNotice: 2,
    minimumEntreeTrays: 4,
  },

  /**
   * How long an order awaiting its card payment holds its slot's place (docs/business-rules.md#unpaid-card-orders):
   * after this the place no longer counts toward the slot's capacity, though the card page stays open for its whole
   * life (Stripe's shortest is 30 minutes); when the card is held later, the slot is checked again.
   */
  unpaidHoldMinutes: 10,

  /** How customers can pay: now by card on the provider's page (where the stage takes cards), or in person on handover. */
  paymentMethods: [
    {
      id: 'card-online',
      title: 'Pay now by card',
      description:
        'Pay on Stripe’s secure page. For most orders the card is held now and charged when the kitchen accepts your order; if the kitchen cancels, the hold is released.',
    },
    {
      id: 'in-person-card',
      title: 'Card, in person',
      description: 'Pay by credit or debit card, or contactless with your phone, when you collect your order or when the driver hands it over.',
    },
    {
      id: 'in-person-cash',
      title: 'Cash, in person',
      description: 'Pay in US dollars when you collect your order or when the driver hands it over.',
    },
  ] as const satisfies readonly { id: (typeof paymentMethodIds)[number]; title: string; description: string }[],
} as const;

export type OrderingRules = typeof ordering;
