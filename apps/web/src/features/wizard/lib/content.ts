import type { Application, ApplicationContent, ApplicationImage } from "@app/contracts";

/** What the wizard edits and saves: the application's fields and its images. */
export type WizardContent = ApplicationContent & { images: ApplicationImage[] };

export const emptyContent = (): WizardContent => ({
  title: "",
  shortDescription: "",
  claimsPriority: null,
  crossReference: "",
  federallySponsored: null,
  federalResearch: "",
  inventors: [{ name: "", address: "", citizenship: "", residence: "" }],
  abstract: "",
  field: "",
  background: "",
  summary: "",
  drawings: "",
  detailedDescription: "",
  images: [],
});

/** The editable part of a loaded application (the server's bookkeeping left out); at least one inventor row. */
export function contentOf(a: Application): WizardContent {
  const { id: _id, completedSections: _c, status: _s, version: _v, createdAt: _ca, updatedAt: _ua, ...content } = a;
  return content.inventors.length ? content : { ...content, inventors: emptyContent().inventors };
}

const KEY = "clarity.wizard.draft";

/** The unsaved new application, kept in this browser so nothing is lost before (or without) an account. */
export interface LocalDraft {
  content: WizardContent;
  /** Save was pressed while signed out: save as soon as the user is back, signed in. */
  saveAfterSignIn?: boolean;
}

export const localDraft = {
  read(): LocalDraft | null {
    try {
      const draft = JSON.parse(localStorage.getItem(KEY) ?? "null") as LocalDraft | null;
      return draft?.content ? { ...draft, content: { ...emptyContent(), ...draft.content } } : null;
    } catch {
      return null;
    }
  },
  write(draft: LocalDraft) {
    try {
      localStorage.setItem(KEY, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the draft still lives on screen.
    }
  },
  clear() {
    localStorage.removeItem(KEY);
  },
};
