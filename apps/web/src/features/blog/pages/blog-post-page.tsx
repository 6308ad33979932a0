import { Anchor, Badge, Button, Container, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconSparkles } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { PostBody } from "../components/post-body";
import { blockTexts, readingMinutes } from "../data/post";
import { findPost, postDateLabel } from "../data/posts";

function BackToBlog() {
  return (
    <Anchor component={Link} to="/blog" size="sm" fw={500}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to Blog
      </Group>
    </Anchor>
  );
}

export default function BlogPostPage() {
  const post = findPost(useParams().slug);
  if (!post) {
    return (
      <Container size="sm" py={80} px="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>Article Not Found</Title>
          <Text c="gray.7">This article does not exist or has been moved.</Text>
          <Button component={Link} to="/blog" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back to Blog
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size={720} py={{ base: "lg", sm: 56 }} px="md">
      <Stack gap="lg">
        <BackToBlog />
        <Stack gap="sm">
          <Group gap="xs">
            {post.tags.map((tag) => (
              <Badge key={tag} variant="light" radius="sm">
                {tag}
              </Badge>
            ))}
          </Group>
          <Title order={1}>{post.title}</Title>
          <Text c="gray.7">
            <time dateTime={post.date}>{postDateLabel(post.date)}</time> · {readingMinutes(blockTexts(post.blocks))} min
            read
          </Text>
          <Text fz="xl" c="gray.8" lh={1.6}>
            {post.summary}
          </Text>
        </Stack>
        <Divider />
        <PostBody blocks={post.blocks} />
        <Paper withBorder radius="lg" p="lg" bg="blue.0" mt="md">
          <Group justify="space-between" gap="md">
            <Text fw={600}>Try it on an argument of your own.</Text>
            <Button component={Link} to="/analyzer" leftSection={<IconSparkles size={18} aria-hidden />}>
              Try the Analyzer
            </Button>
          </Group>
        </Paper>
        <BackToBlog />
      </Stack>
    </Container>
  );
}
