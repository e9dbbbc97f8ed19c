/**
 * The questions customers ask, by topic. Apart from ./catalogue.ts so that the menu's, search's and
 * dish page's functions do not load the FAQs' storage and schemas.
 */
import { listFaqs } from '../store/faq.ts';

/** The questions customers ask about a topic (catering), in order. */
export function readFaqs(category: Parameters<typeof listFaqs>[0]) {
  return listFaqs(category);
}
