import { Anchor, Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconFileSearch } from "@tabler/icons-react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../auth/session";
import { useAnalysis } from "../api";
import { DetailsView } from "../components/details-view";

function BackLink() {
  return (
    <Anchor component={Link} to="/analyzer" size="sm" fw={500}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Back to Analyzer
      </Group>
    </Anchor>
  );
}

function Problem({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  return (
    <Container size="sm" py={80}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md" ta="center">
          <IconFileSearch size={48} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="gray.7">{message}</Text>

          <Group justify="center">
            {retry && (
              <Button variant="default" onClick={retry}>
                Try again
              </Button>
            )}
            <Button component={Link} to="/analyzer" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              Back to Analyzer
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

// The server answers 404 for a missing or someone else's analysis; a malformed id (400) is just as absent.
const isNotFound = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** /analysis/:analysisId, outside the shared layout; it reads the user's own analyses, so it needs a session. */
export default function AnalysisDetailsPage() {
  const { analysisId = "" } = useParams();
  const location = useLocation();
  const { user, isLoading } = useSession();
  const analysis = useAnalysis(analysisId, !!user);

  if (isLoading || (user && analysis.isPending)) {
    return (
      <Center mih="100dvh">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="gray.7">Loading analysis...</Text>
        </Stack>
      </Center>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (analysis.isError) {
    return isNotFound(analysis.error) ? (
      // The title already says 'Analysis Not Found', so the body explains instead of repeating it.
      <Problem title="Analysis Not Found" message="It may have been deleted, or it was saved from another account." />
    ) : (
      <Problem title="Something went wrong" message="Failed to load analysis" retry={() => analysis.refetch()} />
    );
  }

  const entry = analysis.data;
  if (!entry) return null;
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <Container size="xl" py="md">
          <Stack gap={6}>
            <BackLink />
            <Group justify="space-between" align="flex-end" gap="xs">
              <Title order={1}>Analysis Details</Title>
              <Text size="sm" c="gray.7" component="time" dateTime={entry.timestamp}>
                {formatDateTime(entry.timestamp)}
              </Text>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="lg" component="main" id="main">
        <DetailsView analysis={entry} />
      </Container>
    </Box>
  );
}
