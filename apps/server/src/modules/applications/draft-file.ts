import { draftText, formatOf } from "@app/audit";
import { DRAFT_FILE_NO_TEXT, DRAFT_FILE_TYPE_REFUSED, DRAFT_FILE_UNREADABLE } from "@app/contracts";
import { badRequest, HttpError } from "../../lib/http-error.js";

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** Control bytes plain text never holds (tab, line and page breaks aside): the mark of a binary file. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Whether bytes that are neither a zip nor a PDF are plain text: valid UTF-8 with no binary control bytes. */
function isPlainText(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b < 0x20 && !TEXT_CONTROLS.has(b)) return false;
  try {
    utf8.decode(bytes);
    return true;
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
