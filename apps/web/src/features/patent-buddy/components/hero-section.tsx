import { Box, Button, Container, Flex, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "../patent-buddy.module.css";
import type { CreateApplication } from "../use-create-application";
import { CreateApplicationButton } from "./create-application-button";

export function HeroSection({ create }: { create: CreateApplication }) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="patent-buddy-title">
      <Container size="lg" pt={{ base: 48, sm: 80 }} pb={{ base: 48, sm: 72 }}>
        <Stack align="center" ta="center" gap="lg" maw={760} mx="auto">
          <Title
            id="patent-buddy-title"
            order={1}
            fz={{ base: 40, sm: 56 }}
            lh={1.05}
            fw={800}
            c="gray.9"
            style={{ letterSpacing: "-0.02em" }}
          >
            Patent Buddy
          </Title>
          <Text
            fz={{ base: 22, sm: 30 }}
            fw={700}
            lh={1.25}
            className={classes.promise}
            style={{ textWrap: "balance" }}
          >
            See why your patent might be rejected before you spend money filing it.
          </Text>
          <Text fz={{ base: "md", sm: "lg" }} c="gray.7" maw={640}>
            Search earlier patents, look at a technology area and its citations, then draft your provisional application
            step by step.
          </Text>
          <Flex
            direction={{ base: "column", xs: "row" }}
            align={{ base: "stretch", xs: "center" }}
            justify="center"
            gap="sm"
            mt="xs"
            w={{ base: "100%", xs: "auto" }}
          >
            <Button
              component={Link}
              to="/patent-buddy/search"
              size="lg"
              leftSection={<IconSearch size={18} aria-hidden />}
            >
              Start Patent Search
            </Button>
            <CreateApplicationButton
              create={create}
              size="lg"
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Create Application
            </CreateApplicationButton>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
