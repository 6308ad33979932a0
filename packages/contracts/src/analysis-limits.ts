// No zod here: the web app imports these constants alone, and with "sideEffects": false its bundle then leaves zod out.

/** Spec 001 §5: the analyzer's empty-input message; the cap keeps one request bounded (about 3,000 words). */
export const EMPTY_ARGUMENT = "Please enter an argument to analyze.";
export const ARGUMENT_MAX = 20_000;
export const ARGUMENT_TOO_LONG = `Your argument is too long. Please keep it under ${ARGUMENT_MAX.toLocaleString("en-US")} characters.`;
