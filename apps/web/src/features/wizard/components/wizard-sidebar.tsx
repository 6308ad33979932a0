import { NavLink, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconFiles, IconPointFilled } from "@tabler/icons-react";
import { Link } from "react-router";
import { SidebarBrand } from "../../../lib/sidebar-layout";
import type { Step, StepId, StepState } from "../lib/steps";

export interface StepsView {
  steps: Step[];
  current: StepId;
  stateOf: (id: StepId) => StepState;
  counts: { completed: number; needsReview: number; remaining: number };
  onJump: (id: StepId) => void;
}

const STATE_TEXT: Record<StepState, string> = {
  current: "current step",
  complete: "complete",
  review: "needs review",
  pending: "not started",
};

export function StepIcon({ state, n }: { state: StepState; n: number }) {
  const color = { current: "blue", complete: "green", review: "orange", pending: "gray" }[state];
  return (
    <ThemeIcon size={24} radius="xl" color={color} variant={state === "pending" ? "light" : "filled"} aria-hidden>
      {state === "complete" ? (
        <IconCheck size={15} />
      ) : state === "review" ? (
        <IconAlertTriangle size={15} />
      ) : state === "current" ? (
        <IconPointFilled size={15} />
      ) : (
        <Text fz={11} fw={700}>
          {n}
        </Text>
      )}
    </ThemeIcon>
  );
}

/** The wizard's sidebar (spec 001 §2): the product, My Applications, the steps and the counts. */
export function WizardSidebar({ steps, current, stateOf, counts, onJump }: StepsView) {
  return (
    <Stack gap="md" p="md">
      <SidebarBrand name="Patent Buddy" />
      <NavLink
        component={Link}
        to="/patent-applications"
        label="My Applications"
        leftSection={<IconFiles size={18} aria-hidden />}
        style={{ borderRadius: 8 }}
      />
      <Stack component="nav" aria-label="Wizard steps" gap={2}>
        {steps.map((s, i) => {
          const state = stateOf(s.id);
          return (
            <NavLink
              key={s.id}
              component="button"
              label={
                <>
                  {s.label}
                  <VisuallyHidden> ({STATE_TEXT[state]})</VisuallyHidden>
                </>
              }
              active={s.id === current}
              aria-current={s.id === current ? "step" : undefined}
              description={state === "review" ? <span aria-hidden>Needs review</span> : undefined}
              leftSection={<StepIcon state={state} n={i + 1} />}
              onClick={() => onJump(s.id)}
              style={{ borderRadius: 8 }}
            />
          );
        })}
      </Stack>
      <SimpleGrid cols={3} spacing={4} role="group" aria-label="Progress">
        <Count label="Completed" value={counts.completed} color="green.9" />
        <Count label="Needs Review" value={counts.needsReview} color="orange.9" />
        <Count label="Remaining" value={counts.remaining} color="gray.8" />
      </SimpleGrid>
    </Stack>
  );
}

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={800} fz="xl" c={color}>
        {value}
      </Text>
      <Text size="xs" c="gray.7" ta="center">
        {label}
      </Text>
    </Stack>
  );
}
