/** GET /owner/alerts: the alert settings (ladder, kitchen numbers, auto-accept) with their version, the devices, and which channels this stage has. */
import { http } from '../../platform/http/http.ts';
import { readAlerts } from '../use-cases/owner-alerts.ts';

export const handler = http({ route: 'alerts/get-owner-alerts' }, async () => readAlerts());
