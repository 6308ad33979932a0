import { Container, Stack, Text, Title } from "@mantine/core";
import { PostCard } from "../components/post-card";
import { LISTINGS } from "../data/posts";

export default function BlogPage() {
  return (
    <Container size="md" py={{ base: "lg", sm: 56 }} px="md">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>Blog</Title>
          <Text c="gray.7" fz="lg">
            Notes on reasoning, clarity and invention: how arguments work, where they fail, and what we are building.
          </Text>
        </Stack>
        <Stack gap="lg">
          {LISTINGS.map((listing) => (
            <PostCard key={listing.href} listing={listing} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
