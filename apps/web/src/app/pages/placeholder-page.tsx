import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { RouteObject } from "react-router";
import { Link } from "react-router";

interface PlaceholderProps {
  title: string;
  description: string;
  standalone?: boolean;
}

/** A clearly labelled page for a feature that is being built: never a 404. */
function PlaceholderPage({ title, description, standalone = false }: PlaceholderProps) {
  return (
    <Container size="sm" py={standalone ? 80 : 60}>
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="md">
          <Group>
            <Badge color="yellow.3" c="dark.9" variant="filled">
              Coming soon
            </Badge>
          </Group>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
          <Text>This part of the product is being built and will be available here shortly.</Text>
          <Group>
            <Button component={Link} to="/" variant="light">
              Back to Home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

export function placeholder(title: string, description: string, standalone = false): Pick<RouteObject, "element"> {
  return { element: <PlaceholderPage title={title} description={description} standalone={standalone} /> };
}
