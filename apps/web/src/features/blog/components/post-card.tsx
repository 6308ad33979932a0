import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import type { BlogListing } from "../data/posts";

export function PostCard({ listing }: { listing: BlogListing }) {
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color={listing.kind === "Research" ? "grape" : "blue"} radius="sm">
            {listing.kind}
          </Badge>
          <Text size="sm" c="gray.7" component="time" dateTime={listing.date}>
            {listing.dateLabel}
          </Text>
          <Text size="sm" c="gray.7" aria-hidden>
            ·
          </Text>
          <Text size="sm" c="gray.7">
            {listing.readingMinutes} min read
          </Text>
        </Group>
        <Title order={2} fz="h3">
          <Anchor component={Link} to={listing.href} c="dark" underline="hover" inherit>
            {listing.title}
          </Anchor>
        </Title>
        <Text c="gray.8">{listing.summary}</Text>
        <Anchor component={Link} to={listing.href} fw={600} size="sm">
          <Group gap={4} component="span">
            Read article
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
