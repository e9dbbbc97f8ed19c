import { describe, expect, it } from 'vitest';
import { business } from '../../../functions/src/platform/config/business.ts';
import { cateringEnquirySchema, todayIn } from '../../../functions/src/enquiries/contract/contact.ts';
import { enquiryFromItem, enquiryToItem } from '../../../functions/src/enquiries/store/enquiry.ts';
import {
  cateringEnquiryRecord,
  dishRequestRecord,
  eventDateProblem,
  ingredientsDishProblem,
  ingredientsRequestRecord,
  pastEventDateMessage,
} from '../../../functions/src/enquiries/rules/enquiry.ts';

const now = new Date('2025-06-14T15:00:00Z');
const stamp = { id: '01JXTESTENQUIRY0000000000', now };

describe('the event date rule', () => {
  it('takes no date, today and later dates, and refuses a past one', () => {
    expect(eventDateProblem('', '2025-06-14')).toBeUndefined();
    expect(eventDateProblem('2025-06-14', '2025-06-14')).toBeUndefined();
    expect(eventDateProblem('2026-01-01', '2025-06-14')).toBeUndefined();
    expect(eventDateProblem('2025-06-13', '2025-06-14')).toBe(pastEventDateMessage);
    expect(eventDateProblem('2024-12-31', '2025-06-14')).toBe(pastEventDateMessage);
  });

  it("counts days in the business's time zone: at 11 p.m. in Milwaukee it is still that day there", () => {
    // 04:30 UTC on the 15th is 11:30 p.m. on the 14th in Milwaukee (CDT).
    const lateEvening = new Date('2025-06-15T04:30:00Z');
    const today = todayIn(business.timeZone, lateEvening);
    expect(today).toBe('2025-06-14');
    expect(eventDateProblem('2025-06-14', today)).toBeUndefined();
    expect(eventDateProblem('2025-06-13', today)).toBe(pastEventDateMessage);
  });
});

describe('the ingredients request dish rule', () => {
  it('takes entrées only', () => {
    expect(ingredientsDishProblem({ category: 'entrée' })).toBeUndefined();
    for (const category of ['appetizer', 'dessert', 'side', 'sauce'] as const) {
      expect(ingredientsDishProblem({ category }), category).toMatch(/entrée/);
    }
  });
});

describe('enquiry records', () => {
  const catering = cateringEnquirySchema.parse({
    name: ' Ada Lovelace ',
    email: 'ada@example.com',
    phone: '(414) 555-0199',
    message: 'Lunch for the team',
    token: 'local-pass-1',
  });

  it('keep every field the customer sent but never the robot-check token', () => {
    const record = cateringEnquiryRecord(catering, stamp);
    expect(record).toEqual({
      kind: 'catering',
      id: stamp.id,
      createdAt: '2025-06-14T15:00:00.000Z',
      name: 'Ada Lovelace',
      company: '',
      email: 'ada@example.com',
      phone: '+14145550199',
      eventType: '',
      eventDate: '',
      venue: '',
      estimatedGuestCount: '',
      message: 'Lunch for the team',
    });
    expect(JSON.stringify(dishRequestRecord({ dishName: 'Egusi', email: '', token: 'secret-token' }, stamp))).not.toContain('secret-token');
  });

  it('name the dish of an ingredients request, so the e-mail can', () => {
    const record = ingredientsRequestRecord({ dishId: 'jollof-rice', ingredients: ['ginger'], email: '', token: 't' }, { name: 'Jollof Rice' }, stamp);
    expect(record).toMatchObject({ kind: 'ingredientsRequest', dishId: 'jollof-rice', dishName: 'Jollof Rice', ingredients: ['ginger'] });
  });

  it("keep the signed-in customer's name and e-mail on dish and ingredients requests, and nothing for a visitor", () => {
    const customer = { name: 'Ama Mensah', email: 'ama@example.com' };
    expect(dishRequestRecord({ dishName: 'Egusi', email: '', token: 't' }, { ...stamp, customer })).toMatchObject({ kind: 'dishRequest', customer });
    expect(
      ingredientsRequestRecord({ dishId: 'jollof-rice', ingredients: ['ginger'], email: '', token: 't' }, { name: 'Jollof Rice' }, { ...stamp, customer }),
    ).toMatchObject({
      kind: 'ingredientsRequest',
      customer,
    });
    const anonymous = dishRequestRecord({ dishName: 'Egusi', email: '', token: 't' }, { ...stamp, customer: undefined });
    expect(anonymous).not.toHaveProperty('customer');
    // Only the name and the address: nothing else of the session user is kept.
    const user = { ...customer, id: 'user-1', passwordHash: 'secret-hash' };
    expect(JSON.stringify(dishRequestRecord({ dishName: 'Egusi', email: '', token: 't' }, { ...stamp, customer: user }))).not.toMatch(/secret-hash|user-1/);
  });

  it('keep the address a visitor gave, never beside a signed-in customer (whose account address wins), and read it back', () => {
    const visitor = dishRequestRecord({ dishName: 'Egusi', email: 'grace+events@gmail.com', token: 't' }, stamp);
    expect(visitor).toMatchObject({ kind: 'dishRequest', visitorEmail: 'grace+events@gmail.com' });
    expect(visitor).not.toHaveProperty('customer');
    expect(enquiryFromItem(enquiryToItem(visitor))).toEqual(visitor);
    const ingredients = ingredientsRequestRecord(
      { dishId: 'jollof-rice', ingredients: ['ginger'], email: 'jo@163.com', token: 't' },
      { name: 'Jollof Rice' },
      stamp,
    );
    expect(ingredients).toMatchObject({ visitorEmail: 'jo@163.com' });
    const customer = { name: 'Ama Mensah', email: 'ama@example.com' };
    const signedIn = dishRequestRecord({ dishName: 'Egusi', email: 'someone-else@example.com', token: 't' }, { ...stamp, customer });
    expect(signedIn).toMatchObject({ customer });
    expect(signedIn).not.toHaveProperty('visitorEmail');
    expect(dishRequestRecord({ dishName: 'Egusi', email: '', token: 't' }, stamp)).not.toHaveProperty('visitorEmail');
  });

  it('read back a signed-in request with its customer', () => {
    const record = dishRequestRecord({ dishName: 'Egusi soup', email: '', token: 't' }, { ...stamp, customer: { name: 'Ama', email: 'ama@example.com' } });
    expect(enquiryFromItem(enquiryToItem(record))).toEqual(record);
  });

  it('are stored as type enquiry under their kind, and read back unchanged', () => {
    const record = dishRequestRecord({ dishName: 'Egusi soup', email: '', token: 't' }, stamp);
    const item = enquiryToItem(record);
    expect(item).toMatchObject({ pk: 'ENQUIRY#dishRequest', sk: stamp.id, type: 'enquiry' });
    expect(enquiryFromItem(item)).toEqual(record);
  });

  it('refuse an item that is not a well-formed enquiry', () => {
    expect(() => enquiryFromItem({ pk: 'USER#1', sk: 'PROFILE', type: 'user' })).toThrow(/not an enquiry/);
    expect(() => enquiryFromItem({ pk: 'ENQUIRY#catering', sk: 'x', type: 'enquiry', kind: 'catering', id: 'x', createdAt: 'now' })).toThrow();
  });
});
