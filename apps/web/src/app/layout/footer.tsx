import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconBrandLinkedin, IconBrandX, IconMail } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSiteConfig } from "../../features/site/api";

export function Footer() {
  const { data } = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <Container component="footer" size="lg" py="xl" w="100%">
      <Divider mb="xl" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Stack gap={6}>
          <Text fw={800}>Clarity</Text>
          <Text size="sm" c="dimmed">
            Clear reasoning for arguments and inventions.
          </Text>
        </Stack>
        <Stack gap={6} component="nav" aria-label="Footer">
          <Text fw={600} size="sm">
            Navigation
          </Text>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            Home
          </Anchor>
          <Anchor component={Link} to="/analyzer" size="sm" c="dimmed">
            Analyzer
          </Anchor>
          <Anchor component={Link} to="/about" size="sm" c="dimmed">
            About
          </Anchor>
        </Stack>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            Connect
          </Text>
          {data && (
            <Anchor href={`mailto:${data.contactEmail}`} size="sm" c="dimmed">
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                {data.contactEmail}
              </Group>
            </Anchor>
          )}
          <Group gap="sm">
            <Anchor
              href="https://x.com/clarityanalyzer"
              target="_blank"
              rel="noopener noreferrer"
              c="dimmed"
              aria-label="Clarity on X"
            >
              <IconBrandX size={20} />
            </Anchor>
            <Anchor
              href="https://www.linkedin.com/company/clarityanalyzer"
              target="_blank"
              rel="noopener noreferrer"
              c="dimmed"
              aria-label="Clarity on LinkedIn"
            >
              <IconBrandLinkedin size={20} />
            </Anchor>
          </Group>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xl" ta="center">
        © {year} Clarity. All rights reserved.
      </Text>
    </Container>
  );
}
