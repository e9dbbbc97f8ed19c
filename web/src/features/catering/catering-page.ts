/** What the catering page says (docs/product.md#catering-screen): its anchor links, the occasions, the menu highlights and the delivery terms. */
import { cateringMinimumEntreeTrays, cateringNoticeDayText, cateringOrderByText } from '../../lib/catering-terms.ts';

/** The contact page with its catering form chosen (features/contact/hooks/use-contact-tabs.ts). */
export const quotePath = '/contact?form=catering';

export const anchors = [
  { id: 'highlights', label: 'Catering highlights' },
  { id: 'delivery', label: 'Delivery details' },
  { id: 'faqs', label: 'FAQs' },
] as const;

export const occasions = [
  {
    title: 'Business catering',
    text: 'Feed the team without the fuss.',
    examples: ['Office lunches', 'Board meetings', 'Client events', 'Staff celebrations'],
  },
  {
    title: 'Event catering',
    text: 'Big days deserve big flavour.',
    examples: ['Birthdays', 'Graduations', 'Naming ceremonies', 'Reunions'],
  },
  {
    title: 'Bridal catering',
    text: 'From the first toast to the last dance.',
    examples: ['Bridal showers', 'Rehearsal dinners', 'Weddings', 'Engagement parties'],
  },
] as const;

export const highlights = [
  {
    title: 'INDIVIDUAL PANS',
    serves: 'Each tray serves 4-6 people',
    text: 'Pick your favourites one pan at a time: jollof rice, stews, grilled meats, sides and sauces.',
  },
  {
    title: 'MEAL COMBINATIONS',
    serves: 'Each serves 8-14 people',
    text: 'Entrées paired with matching sides, ready to set out for a hungry crowd.',
  },
] as const;

export const cateringTerms = [
  `A minimum of ${cateringMinimumEntreeTrays} entrées per catering order.`,
  `Order by ${cateringOrderByText} for lunch delivery ${cateringNoticeDayText}.`,
  'A 10% delivery fee, up to $500.',
  'A complimentary chafing kit with every delivery.',
  'Business catering starting at $12 per person.',
] as const;
