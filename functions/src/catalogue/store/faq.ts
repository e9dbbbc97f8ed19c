/** Frequently asked questions, one partition per category, in the order they were written. */
import { faqSchema, type Faq } from '../contract/faqs.ts';
import { tableName } from '../../platform/table/client.ts';
import { faqKey, faqPk } from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';

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
