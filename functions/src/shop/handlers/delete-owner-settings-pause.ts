/** DELETE /owner/settings/pause: online ordering resumes now; answers the settings. */
import { http } from '../../platform/http/http.ts';
import { resumeOrdering } from '../use-cases/shop-settings.ts';

export const handler = http({ route: 'shop/delete-owner-settings-pause' }, async () => resumeOrdering());
