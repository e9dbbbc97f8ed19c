/** DELETE /owner/settings/pause: online ordering resumes now; answers the settings. */
import { http } from '../../middleware/http.ts';
import { resumeOrdering } from '../../services/shop-settings.ts';

export const handler = http({ route: 'owner/delete-owner-settings-pause' }, async () => resumeOrdering());
