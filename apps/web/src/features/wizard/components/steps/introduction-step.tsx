import { List, Stack, Text } from "@mantine/core";
import { StepHeading } from "./step-heading";

/** The first step: what a provisional application is and what the wizard will ask. */
export function IntroductionStep() {
  return (
    <Stack gap="sm">
      <StepHeading title="Draft a US Provisional Patent Application">
        A provisional application gives your invention a filing date for 12 months while you decide whether to file a
        full (non-provisional) application. It has no claims and is never examined, but it only protects what it
        describes, so describe the invention fully.
      </StepHeading>
      <Text>The wizard asks, step by step, for:</Text>
      <List spacing={4}>
        <List.Item>the title, any related applications and any federal funding;</List.Item>
        <List.Item>the inventors;</List.Item>
        <List.Item>an abstract, the field, the background and a summary;</List.Item>
        <List.Item>the drawings and a detailed description.</List.Item>
      </List>
      <Text size="sm" c="gray.7">
        The document preview below updates as you type. This is a draft for information only: have a registered patent
        attorney or agent review it before you file.
      </Text>
    </Stack>
  );
}
