import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

interface Props {
  applicationId: string;
  auditId: string;
}

/** The saved report as files (GET …/audits/:auditId/report.pdf|.docx), made by the server from the stored report. */
export function ReportDownloads({ applicationId, auditId }: Props) {
  const base = `/api/patent-applications/${encodeURIComponent(applicationId)}/audits/${encodeURIComponent(auditId)}/report`;
  return (
    <>
      <Button
        component="a"
        href={`${base}.pdf`}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Download report PDF
      </Button>
      <Button
        component="a"
        href={`${base}.docx`}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Download report DOCX
      </Button>
    </>
  );
}
