import { AuditDraftCallout } from "../../audit/components/audit-draft-link";
import { ActionsSection } from "../components/actions-section";
import { BenefitsSection } from "../components/benefits-section";
import { HeroSection } from "../components/hero-section";
import { LimitAlert } from "../components/limit-alert";
import { ToolsSection } from "../components/tools-section";
import { useCreateApplication } from "../use-create-application";

/** The Patent Buddy landing (spec 001 §2 "Landing", §5): the four tools and the ways into them. */
export default function PatentBuddyPage() {
  const create = useCreateApplication();
  return (
    <>
      <HeroSection create={create} />
      <ToolsSection create={create} />
      <AuditDraftCallout />
      <BenefitsSection />
      <ActionsSection create={create} />
      <LimitAlert opened={create.limitAlertOpen} onClose={create.closeLimitAlert} />
    </>
  );
}
