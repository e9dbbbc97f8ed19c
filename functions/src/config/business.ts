/**
 * The business's identity: the one place its name, contact details, service area and hours are
 * written. The web app, the API, the e-mails and the seed all read it from here.
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
  /** Opening hours by weekday (0 = Sunday), 24-hour local time; null = closed. */
  hours: [
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

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'p.m.' : 'a.m.';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Opening hours as lines a customer reads, consecutive days with equal hours folded together. */
export function openingHoursLines(hours: Business['hours'] = business.hours): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const lines: { from: number; to: number; text: string }[] = [];
  for (const day of order) {
    const slot = hours[day];
    const text = slot ? `${formatClock(slot.open)} – ${formatClock(slot.close)}` : 'Closed';
    const last = lines.at(-1);
    if (last && last.text === text) last.to = day;
    else lines.push({ from: day, to: day, text });
  }
  return lines.map(({ from, to, text }) => (from === to ? `${weekdayNames[from]}: ${text}` : `${weekdayNames[from]} – ${weekdayNames[to]}: ${text}`));
}
