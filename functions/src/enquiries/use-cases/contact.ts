/**
 * The contact forms: check what the schemas cannot, make sure a person sent it, and store the
 * enquiry. Storing is all the API does: the table's stream e-mails the owner (mail/use-cases/notifications.ts).
 * A dish or ingredients request sent signed in keeps the session user's name and e-mail address,
 * so the owner can answer it.
 */
import { ulid } from 'ulid';
import { business } from '../../platform/config/business.ts';
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import { robotCheckMessage, todayIn, type CateringEnquiry, type DishRequestEnquiry, type IngredientsRequestEnquiry } from '../contract/contact.ts';
import { getDishPartition } from '../../catalogue/index.ts';
import { saveEnquiry } from '../store/enquiry.ts';
import { robotCheck, type RobotCheckProvider } from '../store/robot-check-provider.ts';
import {
  cateringEnquiryRecord,
  dishRequestRecord,
  eventDateProblem,
  type EnquiryCustomer,
  ingredientsDishProblem,
  ingredientsRequestRecord,
} from '../rules/enquiry.ts';
import { notFound, validationError } from '../../platform/errors.ts';

/** Refuses unless the provider verified the token; a provider that cannot answer is an unexpected failure. */
export async function assertHuman(token: string, clientAddress: string | undefined, provider: RobotCheckProvider = robotCheck()): Promise<void> {
  if (!(await provider.verify(token, clientAddress))) {
    throw validationError(robotCheckMessage, [{ path: 'body.token', message: robotCheckMessage }]);
  }
}

const stamp = (now: Date, customer?: EnquiryCustomer) => ({ id: ulid(now.getTime()), now, customer });

/** Stores the enquiry (the stream e-mails the owner), logged with its id and counted. */
async function store(record: Parameters<typeof saveEnquiry>[0]): Promise<void> {
  await saveEnquiry(record);
  logger().info('Enquiry stored', { enquiryId: record.id, kind: record.kind });
  count(metricNames.enquiriesStored);
}

export async function submitCateringEnquiry(request: CateringEnquiry, clientAddress: string, now = new Date()): Promise<void> {
  const problem = eventDateProblem(request.eventDate, todayIn(business.timeZone, now));
  if (problem) throw validationError(problem, [{ path: 'body.eventDate', message: problem }]);
  await assertHuman(request.token, clientAddress);
  await store(cateringEnquiryRecord(request, stamp(now)));
}

/** `customer` is the session user (undefined for a visitor), never anything the body says. */
export async function submitDishRequest(
  request: DishRequestEnquiry,
  clientAddress: string,
  customer: EnquiryCustomer | undefined,
  now = new Date(),
): Promise<void> {
  await assertHuman(request.token, clientAddress);
  await store(dishRequestRecord(request, stamp(now, customer)));
}

/** `customer` is the session user (undefined for a visitor), never anything the body says. */
export async function submitIngredientsRequest(
  request: IngredientsRequestEnquiry,
  clientAddress: string,
  customer: EnquiryCustomer | undefined,
  now = new Date(),
): Promise<void> {
  const partition = await getDishPartition(request.dishId);
  if (!partition) throw notFound('No dish on the menu has that id.');
  const problem = ingredientsDishProblem(partition.dish);
  if (problem) throw validationError(problem, [{ path: 'body.dishId', message: problem }]);
  await assertHuman(request.token, clientAddress);
  await store(ingredientsRequestRecord(request, partition.dish, stamp(now, customer)));
}
