import { Alert, Button, Container, FileInput, Group, Paper, Stack, Tabs, Text, Textarea, Title } from "@mantine/core";
import { IconFileUpload, IconReportSearch, IconWand } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api";
import { SignInPrompt } from "../../../lib/sign-in-prompt";
import { useSession } from "../../auth/session";
import { type DraftSource, useCreateFromDraft, useDraftAudit } from "../api";
import { AuditOptionsFields, useAuditOptionsForm } from "../components/audit-options";
import { AuditReportView } from "../components/audit-report-view";
import { WIZARD_PATH } from "../lib/report";

const ACCEPT =
  ".docx,.pdf,.txt,.md,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/pdf,text/plain";

/** Auditing an existing draft (issue 12): /patent-buddy/audit. Upload a .docx, a text PDF or paste the text. */
export default function DraftAuditPage() {
  const { user, isLoading } = useSession();
  const [tab, setTab] = useState<string | null>("upload");
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const form = useAuditOptionsForm();
  const audit = useDraftAudit();
  const create = useCreateFromDraft();
  const navigate = useNavigate();
  const reportRef = useRef<HTMLHeadingElement>(null);

  const submit = form.onSubmit((values) => {
    const source: DraftSource | null =
      tab === "upload" ? file && { kind: "file", file } : text.trim() ? { kind: "text", text } : null;
    if (!source) {
      setMissing(tab === "upload" ? "Choose a file to upload." : "Paste the text of your draft.");
      return;
    }
    setMissing(null);
    create.reset();
    audit.mutate({ ...values, source });
  });
  // A new report appears below the form: focus moves to its heading, for keyboard and screen-reader users.
  useEffect(() => {
    if (audit.data) reportRef.current?.focus();
  }, [audit.data]);

  const openInWizard = () =>
    audit.data &&
    create.mutate(audit.data.fields, { onSuccess: (application) => navigate(`${WIZARD_PATH}/${application.id}`) });

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            Audit a draft
          </Title>
          <Text c="gray.7">
            Upload a patent application you already wrote, or paste its text, and see why it might be rejected before
            you file. Sections are recognised by their headings (TITLE, FIELD, BACKGROUND, SUMMARY, BRIEF DESCRIPTION OF
            THE DRAWINGS, DETAILED DESCRIPTION, CLAIMS, ABSTRACT).
          </Text>
        </Stack>
        {isLoading ? null : !user ? (
          <SignInPrompt>
            <Text>Please log in to audit a draft</Text>
          </SignInPrompt>
        ) : (
          <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Tabs value={tab} onChange={setTab}>
                  <Tabs.List>
                    <Tabs.Tab value="upload">Upload a file</Tabs.Tab>
                    <Tabs.Tab value="paste">Paste text</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="upload" pt="md">
                    <FileInput
                      label="Draft file"
                      description="A Word document (.docx), a PDF with text (not a scan) or a plain-text file, up to 10 MB. It is read and audited, not stored."
                      placeholder="Choose a file"
                      // Mantine's placeholder grey is too faint on white (axe: colour contrast).
                      styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
                      accept={ACCEPT}
                      clearable
                      clearButtonProps={{ "aria-label": "Remove the file" }}
                      leftSection={<IconFileUpload size={18} aria-hidden />}
                      value={file}
                      onChange={setFile}
                      error={tab === "upload" ? missing : null}
                    />
                  </Tabs.Panel>
                  <Tabs.Panel value="paste" pt="md">
                    <Textarea
                      label="Draft text"
                      description="The whole draft, with its section headings on their own lines."
                      autosize
                      minRows={8}
                      maxRows={20}
                      value={text}
                      onChange={(e) => setText(e.currentTarget.value)}
                      error={tab === "paste" ? missing : null}
                    />
                  </Tabs.Panel>
                </Tabs>
                <AuditOptionsFields form={form} />
                {audit.isError && (
                  <Alert color="red" title="Error" role="alert">
                    {errorMessage(audit.error, "The audit failed. Please try again.")}
                  </Alert>
                )}
                <Button
                  type="submit"
                  loading={audit.isPending}
                  leftSection={<IconReportSearch size={18} aria-hidden />}
                  style={{ alignSelf: "flex-start" }}
                >
                  Run Audit
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
        {audit.data && (
          <Stack gap="lg">
            <Group justify="space-between" align="center" gap="sm">
              <Title order={2} fz="h2" ref={reportRef} tabIndex={-1}>
                Report
              </Title>
              <Button
                onClick={openInWizard}
                loading={create.isPending}
                leftSection={<IconWand size={18} aria-hidden />}
              >
                Open in wizard
              </Button>
            </Group>
            {create.isError && (
              <Alert color="red" title="Error" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{errorMessage(create.error, "Failed to create the application.")}</Text>
                  <Button component={Link} to="/patent-applications" size="xs" color="red" variant="white">
                    Your applications
                  </Button>
                </Stack>
              </Alert>
            )}
            <Text size="sm" c="gray.7">
              Open in wizard saves the recognised sections as a new application (claims stay out: a provisional needs
              none; give them as planned claims when you run its audit). This report is not saved.
            </Text>
            <AuditReportView report={audit.data.report} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
