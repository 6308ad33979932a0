import { Button, type ButtonProps, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconReportSearch } from "@tabler/icons-react";
import { Link } from "react-router";

export const DRAFT_AUDIT_PATH = "/patent-buddy/audit";

/** The way to audit a draft written outside the wizard (the Patent Buddy landing and the applications list). */
export function AuditDraftLink(props: ButtonProps) {
  return (
    <Button
      component={Link}
      to={DRAFT_AUDIT_PATH}
      variant="default"
      leftSection={<IconReportSearch size={18} aria-hidden />}
      {...props}
    >
      Audit an existing draft
    </Button>
  );
}

/** The landing's pointer to the draft audit, for inventors who wrote their application elsewhere. */
export function AuditDraftCallout() {
  return (
    <Container component="section" size="lg" pb={{ base: 32, sm: 48 }} aria-labelledby="audit-draft-title">
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4} style={{ flex: "1 1 22rem" }}>
            <Title id="audit-draft-title" order={2} fz="xl" c="gray.9">
              Already have a draft?
            </Title>
            <Text c="gray.7">
              Upload a .docx or PDF, or paste its text: the audit lists what an examiner could reject, where, and how to
              fix it, in seconds.
            </Text>
          </Stack>
          <AuditDraftLink variant="filled" />
        </Group>
      </Paper>
    </Container>
  );
}
