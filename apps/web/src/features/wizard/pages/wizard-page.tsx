import { APPLICATION_CHANGED_ELSEWHERE } from "@app/contracts";
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from "@tabler/icons-react";
import { useParams } from "react-router";
import { SidebarLayout } from "../../../lib/sidebar-layout";
import { SignInPrompt } from "../../../lib/sign-in-prompt";
import { ExportButton } from "../../export/components/export-button";
import { ApplicationPreview } from "../components/application-preview";
import { LeaveGuard } from "../components/leave-guard";
import { StepForm } from "../components/step-form";
import { StepMenu } from "../components/step-menu";
import { WizardMessage } from "../components/wizard-message";
import { WizardSidebar } from "../components/wizard-sidebar";
import { useSteps } from "../hooks/use-steps";
import { useWizard, WIZARD_PATH } from "../hooks/use-wizard";

/** The provisional-application wizard (spec 001 §2, §4): /patent-buddy/wizard and /patent-buddy/wizard/{id}. */
export default function WizardPage() {
  const { id } = useParams();
  const w = useWizard(id);
  const s = useSteps(w.content, w.update, w.setMessage);
  const view = { steps: s.steps, current: s.current, stateOf: s.stateOf, counts: s.counts, onJump: s.jump };

  let body: React.ReactNode;
  if (w.loading) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading application" />
      </Center>
    );
  } else if (id && !w.signedIn) {
    body = (
      <SignInPrompt>
        <Text>Please log in to open your saved application</Text>
      </SignInPrompt>
    );
  } else if (w.loadFailed) {
    body = (
      <Alert color="red" title="Error">
        <Group justify="space-between">
          Failed to load application
          <Button size="xs" variant="white" color="red" onClick={w.reload}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  } else {
    body = (
      <>
        <Box hiddenFrom="md">
          <StepMenu {...view} />
        </Box>
        {w.conflict && (
          <Alert color="red" title="Not saved">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{APPLICATION_CHANGED_ELSEWHERE}</Text>
              <Text size="sm">Your text is still here: copy anything you want to keep before reloading.</Text>
              <Button size="xs" color="red" onClick={w.reload}>
                Reload
              </Button>
            </Stack>
          </Alert>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={s.back}
            disabled={s.index === 0}
          >
            Back
          </Button>
          <Text fw={600} aria-live="polite">
            Step {s.index + 1} of {s.steps.length}
          </Text>
          <Group gap="xs">
            {s.isLast && <ExportButton applicationId={w.applicationId} unsaved={w.dirty} />}
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              loading={w.saving}
              onClick={() => w.save()}
            >
              Save Draft
            </Button>
            {s.isLast ? (
              <Button onClick={() => w.save()} loading={w.saving}>
                Save
              </Button>
            ) : (
              <Button rightSection={<IconArrowRight size={18} aria-hidden />} onClick={s.next}>
                Next
              </Button>
            )}
          </Group>
        </Group>
        <Text size="xs" c="gray.7" ta="right" mt={-8}>
          {saveState(w)}
        </Text>
        <WizardMessage message={w.message} onClose={() => w.setMessage(null)} />
        <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
          <StepForm
            step={s.current}
            content={w.content}
            update={w.update}
            complete={s.complete}
            onGate={s.answerGate}
            onJump={s.jump}
            signedIn={w.signedIn}
            onMessage={w.setMessage}
          />
        </Paper>
        <ApplicationPreview content={w.content} images={w.content.images} />
      </>
    );
  }

  return (
    <SidebarLayout sidebar={<WizardSidebar {...view} />} label="Application steps" width={280}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            Patent Application Wizard
          </Title>
          <Text c="gray.7">{w.content.title.trim() || "New provisional patent application"}</Text>
        </Stack>
        {body}
      </Stack>
      <LeaveGuard
        unsaved={w.signedIn && (w.dirty || w.saving)}
        // Saving a new application moves it to its id: that is not leaving.
        allowed={(from, to) => from === WIZARD_PATH && to.startsWith(`${WIZARD_PATH}/`)}
      />
    </SidebarLayout>
  );
}

function saveState(w: ReturnType<typeof useWizard>) {
  if (!w.signedIn) return "Draft kept in this browser. Sign in to save it to your account.";
  if (w.saving) return "Saving…";
  if (w.conflict) return "Not saved";
  return w.dirty ? "Unsaved changes" : w.applicationId ? "All changes saved" : "";
}
