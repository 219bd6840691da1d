import { helplineReportAnswerSchema, helplineReportBodySchema, type HelplineReportBody } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type ReportHelplineInput = { documentId: string } & HelplineReportBody;

/** POST /api/helplines/:documentId/report: no account needed; the operator gets an email (a blank message is left out). */
export const reportHelpline = ({ documentId, message }: ReportHelplineInput) =>
  api.post(`/helplines/${encodeURIComponent(documentId)}/report`, helplineReportBodySchema.parse(message?.trim() ? { message } : {}), {
    schema: helplineReportAnswerSchema,
    auth: false,
  });

export function useReportHelpline() {
  return useMutation({ mutationFn: reportHelpline });
}
