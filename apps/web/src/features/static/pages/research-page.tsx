import { clarityInfrastructure as article, articleWordCount } from "@app/content";
import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { ArticleBody } from "../components/article-body";
import { ArticleToc } from "../components/article-toc";
import classes from "../static.module.css";

const readingMinutes = Math.round(articleWordCount(article) / 230);

/** The manifesto (spec 001 §2 Static pages), rendered from the same data as its PDF. */
export default function ResearchPage() {
  return (
    <article aria-labelledby="article-title">
      <Box className={classes.band}>
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Stack gap="md" maw="52rem">
            <Text size="sm" fw={700} c="blue.8" tt="uppercase" style={{ letterSpacing: "0.08em" }}>
              Research · {article.kind}
            </Text>
            <Title
              id="article-title"
              order={1}
              fz={{ base: 32, sm: 48 }}
              lh={1.12}
              c="gray.9"
              style={{ letterSpacing: "-0.02em", textWrap: "balance" }}
            >
              {article.title}
            </Title>
            <Text fz={{ base: "lg", sm: "xl" }} c="gray.7" className={classes.serifBody} fs="italic">
              {article.subtitle}
            </Text>
            <Group gap="md" mt="xs" wrap="wrap">
              <Text size="sm" c="gray.7">
                {article.author} · <time dateTime={article.date}>{article.dateLabel}</time> · {readingMinutes} min read
              </Text>
              <Button
                component="a"
                href={article.pdfPath}
                type="application/pdf"
                color="blue.8"
                variant="filled"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Download PDF
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <div className={classes.articleLayout}>
          <div className={classes.tocBox}>
            <ArticleToc sections={article.sections} />
          </div>
          <div>
            {/* Same font and size as the body, so the box lines up with the 70ch measure below it. */}
            <Box className={`${classes.abstract} ${classes.prose} ${classes.serifBody}`} mb={40}>
              <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb={6} style={{ letterSpacing: "0.06em" }}>
                Abstract
              </Text>
              <p style={{ margin: 0, fontStyle: "italic" }}>{article.abstract}</p>
            </Box>
            <ArticleBody sections={article.sections} />
          </div>
        </div>
      </Container>
    </article>
  );
}
