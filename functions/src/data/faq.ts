/** Frequently asked questions, one partition per category, in the order they were written. */
import type { Faq } from '../contracts/catalogue.ts';
import { tableName } from './client.ts';
import { queryAll } from './query.ts';

const faqPk = (category: Faq['category']) => `FAQ#${category}`;

export function faqToItem(faq: Faq, position: number): Record<string, unknown> {
  return { pk: faqPk(faq.category), sk: `${String(position).padStart(3, '0')}#${faq.id}`, type: 'faq', ...faq };
}

export async function listFaqs(category: Faq['category']): Promise<Faq[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': faqPk(category) },
  });
  return items.map((item) => ({
    id: item.id as string,
    question: item.question as string,
    answer: item.answer as string,
    category: item.category as Faq['category'],
  }));
}
