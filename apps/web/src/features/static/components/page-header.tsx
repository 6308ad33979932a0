import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "../static.module.css";

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
}

/** The tinted band that opens each static page. */
export function PageHeader({ eyebrow, title, lead }: PageHeaderProps) {
  return (
    <Box className={classes.band}>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="md" maw="46rem">
          <Text size="sm" fw={700} c="blue.8" tt="uppercase" style={{ letterSpacing: "0.08em" }}>
            {eyebrow}
          </Text>
          <Title
            order={1}
            fz={{ base: 34, sm: 50 }}
            lh={1.1}
            c="gray.9"
            style={{ letterSpacing: "-0.02em", textWrap: "balance" }}
          >
            {title}
          </Title>
          <Text fz={{ base: "lg", sm: "xl" }} c="gray.7" lh={1.6}>
            {lead}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
