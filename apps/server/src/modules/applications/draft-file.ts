import { draftText, formatOf } from "@app/audit";
import { DRAFT_FILE_NO_TEXT, DRAFT_FILE_TYPE_REFUSED, DRAFT_FILE_UNREADABLE } from "@app/contracts";
import { badRequest, HttpError } from "../../lib/http-error.js";

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** Control characters plain text never holds (tab, line feed and carriage return aside): the mark of a binary file. */
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

/** Whether bytes that are neither a zip nor a PDF are plain text: valid UTF-8 with no binary control characters. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    return !BINARY.test(utf8.decode(bytes));
  } catch {
    return false;
  }
}

/**
 * The text of an uploaded draft, its type told by its first bytes (readDraft's rule), never by its name or declared
 * type. A file that is none of the three is refused with 415; one that cannot be parsed, or holds no text (a
 * scanned PDF is only pictures), with 400 and a message that says what to do instead.
 */
export async function draftFileText(bytes: Uint8Array): Promise<string> {
  if (formatOf(bytes) === "text" && !isPlainText(bytes)) throw new HttpError(415, DRAFT_FILE_TYPE_REFUSED);
  let text: string;
  try {
    text = await draftText(bytes);
  } catch {
    throw badRequest(DRAFT_FILE_UNREADABLE);
  }
  if (text.replace(/\s+/g, "").length === 0) throw badRequest(DRAFT_FILE_NO_TEXT);
  return text;
}
