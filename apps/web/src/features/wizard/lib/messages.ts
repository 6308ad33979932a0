/** The wizard's messages (spec 001 §8). */
export const REVIEW_WARNING =
  "⚠️ This section has required fields that need to be completed. It has been marked for review.";
export const LIMIT_MESSAGE =
  "You have reached the maximum limit of 5 applications. Please delete an existing application before creating a new one.";
/** What the server's refusal contains (the wizard matches it, as the spec says). */
export const LIMIT_MARKER = "maximum limit of 5 patent applications";
export const SAVE_ERROR = "Error saving application. Please try again.";
export const LOGIN_TO_SAVE = "Please log in to save your application";
export const UPLOAD_ERROR = "Failed to upload images. Please try again.";
export const SAVED = "Application saved successfully!";
export const MESSAGE_MS = 3000;
export const AUTOSAVE_MS = 2500;

export interface WizardMessage {
  text: string;
  /** Red for failures and warnings (everything with 'Error' or the warning sign, as the spec says), else green. */
  tone: "error" | "success";
  /** Offer a sign-in link that comes back to the wizard. */
  signIn?: boolean;
}
