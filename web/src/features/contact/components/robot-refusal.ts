/** Whether the server refused the robot check: its message shows under the check, not above the form. */
import { captchaMessage, robotCheckMessage } from '@functions/enquiries/contract/contact';
import { fieldOfDetailPath } from '../../../components/form/use-zod-form.ts';
import { isApiError } from '../../../lib/api-error.ts';

export function isRobotCheckRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status >= 500) return false;
  return error.message === robotCheckMessage || error.message === captchaMessage || error.details.some((detail) => fieldOfDetailPath(detail.path) === 'token');
}
