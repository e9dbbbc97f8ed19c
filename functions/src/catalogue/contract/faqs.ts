/**
 * The frequently asked questions: the call's query, one stored question and the answer. Apart from
 * ./catalogue.ts (which re-exports them) so that the FAQ function builds only these.
 */
import * as z from 'zod';

export const faqQuerySchema = z.strictObject({ category: z.enum(['catering']) });
export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string(), category: z.literal('catering') });
export type Faq = z.infer<typeof faqSchema>;
export const faqsSchema = z.array(faqSchema);
