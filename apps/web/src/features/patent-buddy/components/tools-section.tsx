import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { TOOLS } from "../data/landing";
import classes from "../patent-buddy.module.css";
import type { CreateApplication } from "../use-create-application";
import { CreateApplicationButton } from "./create-application-button";

export function ToolsSection({ create }: { create: CreateApplication }) {
  return (
    <Container component="section" size="lg" py={{ base: 48, sm: 72 }} aria-labelledby="tools-title">
      <Stack align="center" ta="center" gap="xs" mb={{ base: 28, sm: 40 }}>
        <Title id="tools-title" order={2} fz={{ base: 26, sm: 34 }} c="gray.9" style={{ textWrap: "balance" }}>
          Four tools, from first search to first draft
        </Title>
        <Text c="gray.7" fz={{ base: "md", sm: "lg" }} maw={620}>
          Use them in any order. Each one opens without an account.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {TOOLS.map((tool) => {
          const Icon = tool.icon;
          const link = {
            variant: "light",
            fullWidth: true,
            rightSection: <IconArrowRight size={16} aria-hidden />,
            children: (
              <>
                Get Started
                <VisuallyHidden>{` with ${tool.title}`}</VisuallyHidden>
              </>
            ),
          } as const;
          return (
            <Card key={tool.title} withBorder radius="lg" padding="lg" className={classes.toolCard}>
              <ThemeIcon size={44} radius="md" variant="light" color={tool.color} aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md" mb={6} c="gray.9">
                {tool.title}
              </Title>
              <Text size="sm" c="gray.7" lh={1.6} mb="lg" style={{ flex: 1 }}>
                {tool.text}
              </Text>
              {"createsApplication" in tool ? (
                <CreateApplicationButton create={create} {...link} />
              ) : (
                <Button component={Link} to={tool.to} {...link} />
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
