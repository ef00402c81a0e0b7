import { publicApiPaths, type ResortInquiryPayload, type SubmissionReceipt } from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

/** POST /api/resort-inquiries (a signed-in visitor); the receipt of the stored request. */
export const postResortInquiry = (payload: ResortInquiryPayload) =>
  api.post(publicApiPaths.resortInquiries, { json: payload }).json<SubmissionReceipt>();
