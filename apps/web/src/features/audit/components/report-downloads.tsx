import { DownloadButton } from "../../../lib/download-button";

interface Props {
  applicationId: string;
  auditId: string;
}

/** The saved report as files (GET …/audits/:auditId/report.pdf|.docx), made by the server from the stored report. */
export function ReportDownloads({ applicationId, auditId }: Props) {
  const base = `/api/patent-applications/${encodeURIComponent(applicationId)}/audits/${encodeURIComponent(auditId)}/report`;
  return (
    <>
      <DownloadButton href={`${base}.pdf`} variant="default">
        Download report PDF
      </DownloadButton>
      <DownloadButton href={`${base}.docx`} variant="default">
        Download report DOCX
      </DownloadButton>
    </>
  );
}
