/**
 * The enquiries area: catering, dish and ingredient enquiries with their robot check, and the owner's inbox.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export { enquiryAcknowledgement, enquiryNotification } from './rules/enquiry-emails.ts';
export { statusChange } from './rules/enquiry-inbox.ts';
export { enquiryFromItem, enquiryItemType, getEnquiry, setEnquiryStatus } from './store/enquiry.ts';
