import { Anchor, Button, Stack, Stepper, Text } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { EmailStep, QuestionStep } from "../components/forgot-steps";

/** Spec 000 §2 and §4: email → security question → 'Check Your Email'; 'Back' and 'Try Different Email' return to step 1. */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState("");
  const [question, setQuestion] = useState("");
  const [sentMessage, setSentMessage] = useState<string | undefined>();
  const done = step === 2;

  return (
    <AuthCard
      title={done ? "Check Your Email" : "Forgot Password"}
      subtitle={
        done ? undefined : "Answer your security question and we will email you a link to choose a new password."
      }
      icon={done ? <IconMailCheck size={30} /> : undefined}
      iconColor="green"
      footer={
        <Text size="sm" c="dimmed">
          Remembered it?{" "}
          <Anchor component={Link} to="/login" fw={500} underline="always">
            Sign in instead
          </Anchor>
        </Text>
      }
    >
      <Stepper
        active={step}
        size="sm"
        iconSize={26}
        wrap={false}
        allowNextStepsSelect={false}
        styles={{ stepBody: { marginInlineStart: 6 }, separator: { marginInline: 6, minWidth: 8 } }}
      >
        <Stepper.Step label="Email">
          <EmailStep
            initialEmail={email}
            onFound={(found, q) => {
              setEmail(found);
              setQuestion(q);
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label="Question">
          <QuestionStep
            email={email}
            question={question}
            onBack={() => setStep(0)}
            onSent={(message) => {
              setSentMessage(message);
              setStep(2);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label="Inbox">
          <Stack gap="md">
            <Stack gap={4} ta="center">
              <Text>{sentMessage ?? "We have sent a password reset link to your email address."}</Text>
              <Text c="dimmed" size="sm">
                The link is valid for 30 minutes. Check your spam folder if it does not arrive.
              </Text>
            </Stack>
            <Stack gap="sm">
              <Button component={Link} to="/login">
                Back to Login
              </Button>
              <Button variant="default" onClick={() => setStep(0)}>
                Try Different Email
              </Button>
            </Stack>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </AuthCard>
  );
}
