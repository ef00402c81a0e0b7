import { apiPath, apiPaths, type AdminGuideSubmissionDetail } from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

/** POST /api/admin/guide-submissions/:id/resend: queues the guide e-mail again. */
export const postGuideResend = (id: number) =>
  api.post(apiPath(apiPaths.adminGuideSubmissionResend, { id })).json<AdminGuideSubmissionDetail>();
