/** PUT /owner/alerts: replaces the ladder, the kitchen's numbers and auto-accept over the version the owner read (409 when saved meanwhile). */
import { alertSettingsSaveSchema } from '../contract/alerts.ts';
import { http } from '../../platform/http/http.ts';
import { saveAlerts } from '../use-cases/owner-alerts.ts';

export const handler = http({ route: 'alerts/put-owner-alerts', body: alertSettingsSaveSchema }, async ({ body }) => saveAlerts(body));
