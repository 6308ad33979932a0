import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <Container size="sm" py={100}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="blue.7" aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">The page you are looking for doesn't exist or has been moved.</Text>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
