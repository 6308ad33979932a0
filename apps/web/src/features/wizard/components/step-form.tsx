import { Stack, Textarea } from "@mantine/core";
import type { WizardContent } from "../lib/content";
import type { WizardMessage } from "../lib/messages";
import type { StepId } from "../lib/steps";
import { Figures } from "./steps/figures";
import { GateStep } from "./steps/gate-step";
import { IntroductionStep } from "./steps/introduction-step";
import { InventorsStep } from "./steps/inventors-step";
import { ReviewStep } from "./steps/review-step";
import { StepHeading } from "./steps/step-heading";
import { TextStep } from "./steps/text-step";
import { TEXT_STEPS } from "./steps/text-steps";

interface StepFormProps {
  step: StepId;
  content: WizardContent;
  update: (patch: Partial<WizardContent>) => void;
  complete: Record<StepId, boolean>;
  /** A gate was answered: the wizard records it and moves on. */
  onGate: (patch: Partial<WizardContent>) => void;
  onJump: (step: StepId) => void;
  signedIn: boolean;
  onMessage: (message: WizardMessage) => void;
}

/** The current step's form. */
export function StepForm({ step, content, update, complete, onGate, onJump, ...figures }: StepFormProps) {
  const text = TEXT_STEPS[step];
  if (text) {
    return <TextStep config={text} value={content[text.field]} onChange={(value) => update({ [text.field]: value })} />;
  }
  switch (step) {
    case "Introduction":
      return <IntroductionStep />;
    case "CrossReferenceGate":
      return (
        <GateStep
          title="Related Applications"
          question="Does this application claim the benefit of an earlier patent application (priority)?"
          answer={content.claimsPriority}
          onAnswer={(claimsPriority) => onGate({ claimsPriority })}
        />
      );
    case "FederalResearchGate":
      return (
        <GateStep
          title="Federal Funding"
          question="Was the invention made with US federal government funding (a federal grant or contract)?"
          answer={content.federallySponsored}
          onAnswer={(federallySponsored) => onGate({ federallySponsored })}
        />
      );
    case "Inventors":
      return <InventorsStep inventors={content.inventors} onChange={(inventors) => update({ inventors })} />;
    case "Drawings":
      return (
        <Stack gap="md">
          <StepHeading title="Drawings">
            Upload the figures and describe each one briefly, in order: &lsquo;FIG. 1 is a side view of …&rsquo;.
          </StepHeading>
          <Textarea
            label="Brief description of the drawings"
            placeholder="FIG. 1 is a perspective view of the lamp mounted on a bicycle fork; FIG. 2 is …"
            withAsterisk
            aria-required
            autosize
            minRows={4}
            maxRows={16}
            value={content.drawings}
            onChange={(e) => update({ drawings: e.currentTarget.value })}
          />
          <Figures images={content.images} onChange={(images) => update({ images })} {...figures} />
        </Stack>
      );
    case "Review":
      return <ReviewStep complete={complete} onJump={onJump} />;
    default:
      return null;
  }
}
