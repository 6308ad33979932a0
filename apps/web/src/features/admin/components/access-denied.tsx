import { Button, Container, EmptyState } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";

export function AccessDenied() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <EmptyState
        icon={<IconLock size={28} aria-hidden />}
        variant="light"
        color="red"
        title={<h1 style={{ margin: 0, font: "inherit" }}>Access Denied</h1>}
        description="You do not have permission to access this page."
      >
        <EmptyState.Actions>
          <Button component={Link} to="/" variant="default">
            Back to Home
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
