/** Frequently asked questions, one partition per category, in the order they were written. */
import { faqSchema, type Faq } from '../contracts/faqs.ts';
import { tableName } from './client.ts';
import { faqKey, faqPk } from './keys.ts';
import { queryAll } from './query.ts';
import { parseItem, type StoredItem } from './stored-item.ts';

export function faqToItem(faq: Faq, position: number): StoredItem {
  return { ...faqKey(faq.category, position, faq.id), type: 'faq', ...faq };
}

export async function listFaqs(category: Faq['category']): Promise<Faq[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': faqPk(category) },
  });
  return items.map((item) => parseItem(faqSchema, 'FAQ', item));
}
