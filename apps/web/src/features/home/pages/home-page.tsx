import { AuditStepsSection } from "../components/audit-steps-section";
import { CtaBand } from "../components/cta-band";
import { DemoSection } from "../components/demo-section";
import { FeaturesSection } from "../components/features-section";
import { HeroSection } from "../components/hero-section";

/** The landing page (spec 000 §2 "Home"). */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <DemoSection />
      <AuditStepsSection />
      <CtaBand />
    </>
  );
}
