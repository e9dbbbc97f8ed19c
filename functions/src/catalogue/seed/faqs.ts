/**
 * Catering questions and answers shown on the catering page. The terms follow the catering
 * terms (docs/product.md#constants); contact details come from the business config.
 */
import { business } from '../../platform/config/business.ts';
import type { SeedFaq } from './menu-types.ts';

const area = business.serviceArea.name;

export const faqs: SeedFaq[] = [
  {
    id: 'catering-minimum-order',
    category: 'catering',
    question: 'Is there a minimum order for catering?',
    answer:
      'Yes. Catering orders start at 4 entrées. Mix and match as you like, for example Jollof Rice, Egusi Soup, Doro Wat and Peri Peri Chicken, then add sides, sauces and desserts. Business catering starts at $12 per person.',
  },
  {
    id: 'catering-order-deadline',
    category: 'catering',
    question: 'How far ahead do I need to order?',
    answer:
      'Place your order by 5 p.m. for lunch delivery the day after next. For example, order by 5 p.m. on Monday for lunch on Wednesday. For weddings and large events, please contact us a few weeks ahead so we can plan the menu with you.',
  },
  {
    id: 'catering-portions',
    category: 'catering',
    question: 'How many people does each tray serve?',
    answer:
      'Individual pans serve 4–6 people each. Meal combinations serve 8–14 people and pair entrées with matching sides. If you are not sure how much to order, tell us your guest count and we will suggest the right mix.',
  },
  {
    id: 'catering-delivery-area-fee',
    category: 'catering',
    question: 'Where do you deliver, and what does delivery cost?',
    answer: `We deliver catering throughout ${area}. The delivery fee is 10% of the order, up to $500. Outside ${area}? Contact us at ${business.phone} or ${business.email} and we will see what we can do. Pickup from our kitchen is always free.`,
  },
  {
    id: 'catering-setup-chafing',
    category: 'catering',
    question: 'Do you set up the food, and do I need my own equipment?',
    answer:
      'Every catering order comes with a complimentary chafing kit: wire racks, water pans and fuel to keep the trays warm, plus serving utensils. Our driver sets up the buffet when they arrive, so it is ready to serve.',
  },
  {
    id: 'catering-dietary',
    category: 'catering',
    question: 'Can you cater for vegan, vegetarian, halal or gluten-free guests?',
    answer:
      'Yes. Many of our dishes are naturally vegan or vegetarian, such as Misir Wat, Gomen, Akara, Jollof Rice and Fried Plantains. Halal meat is available on request, and we can suggest gluten-free choices such as 100% teff injera. Tell us about any allergies when you order, since some dishes contain peanuts, fish or shellfish.',
  },
  {
    id: 'catering-spice-levels',
    category: 'catering',
    question: 'How spicy is the food? Can we choose the heat?',
    answer:
      'Every dish that can be spicy can be ordered from Mild up to three flames. For a mixed crowd we suggest mild trays with pepper sauces such as Shito or Yaji Pepper Sauce on the side, so everyone can add their own heat.',
  },
  {
    id: 'catering-changes-cancellations',
    category: 'catering',
    question: 'Can I change or cancel a catering order?',
    answer: `Changes to items and guest counts are welcome until 5 p.m. two days before your event, the same cut-off as new orders. We shop and prep fresh for every order, so please call ${business.phone} as early as possible if you need to cancel, and we will work it out with you.`,
  },
  {
    id: 'catering-payment',
    category: 'catering',
    question: 'How do I pay for catering?',
    answer: `Payment is made in person, when you pick up your order or when we deliver it. We accept cards and cash. For invoices for business catering, e-mail ${business.email}.`,
  },
  {
    id: 'catering-events',
    category: 'catering',
    question: 'What kinds of events do you cater?',
    answer: `Since ${business.servingSince} we have catered office lunches, meetings, birthdays, graduations, church gatherings, weddings and bridal showers across ${area}. Send us a catering request from the contact page with your date, venue and guest count, and we will reply with a tailored menu.`,
  },
];
