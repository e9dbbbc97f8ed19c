/**
 * The business's identity: the one place its name, contact details and service area are written. The web
 * app, the API, the e-mails and the seed all read it from here. The opening hours are the owner's settings
 * (docs/business-rules.md#opening-hours): `defaultHours` only stands in while the owner has saved none.
 */
export const business = {
  name: 'Spices African Kitchen',
  shortName: 'Spices',
  productName: 'Spices',
  copyrightYear: 2023,
  servingSince: 2018,
  phone: '(414) 555-0173',
  phoneE164: '+14145550173',
  email: 'hello@spices-kitchen.example',
  address: {
    street: '2218 N Martin Luther King Jr Dr',
    city: 'Milwaukee',
    region: 'WI',
    postalCode: '53212',
  },
  serviceArea: {
    name: 'Greater Milwaukee',
    /** ZIP codes we deliver to: Milwaukee and the surrounding suburbs. */
    zipCodes: [
      '53202',
      '53203',
      '53204',
      '53205',
      '53206',
      '53207',
      '53208',
      '53209',
      '53210',
      '53211',
      '53212',
      '53213',
      '53214',
      '53215',
      '53216',
      '53217',
      '53218',
      '53219',
      '53220',
      '53221',
      '53222',
      '53223',
      '53224',
      '53225',
      '53226',
      '53227',
      '53228',
      '53233',
      '53235',
      '53110',
      '53129',
      '53130',
      '53132',
      '53150',
      '53151',
      '53154',
      '53005',
      '53045',
      '53051',
      '53092',
      '53097',
      '53186',
      '53188',
    ],
  },
  /**
   * The default opening hours by weekday (0 = Sunday), 24-hour local time; null = closed. Only a missing
   * settings item stands for them (`defaultShopSettings`); nothing shows them to customers: the pages read the
   * owner's saved hours from GET /shop/status.
   */
  defaultHours: [
    null,
    { open: '11:00', close: '20:00' },
    { open: '11:00', close: '20:00' },
    { open: '11:00', close: '20:00' },
    { open: '11:00', close: '21:00' },
    { open: '11:00', close: '21:00' },
    { open: '12:00', close: '21:00' },
  ] as const,
  timeZone: 'America/Chicago',
} as const;

export type Business = typeof business;
