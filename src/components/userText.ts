/**
 * Text the user typed (scenario and workload names) placed inside the page's own sentences. A name may hold
 * right-to-left letters or direction controls (U+202E RIGHT-TO-LEFT OVERRIDE) that, left open, reorder the
 * words after it: "Chat ‮(Send to group)" shows as "Chat (puorg ot dneS)". The page isolates names with
 * `<bdi>` (UserText.tsx); plain-text exports (CSV, Markdown) with U+2068 FIRST STRONG ISOLATE … U+2069 POP
 * DIRECTIONAL ISOLATE, which closes whatever the name left open.
 */
import { controlsAsCodes } from './controlText';

const firstStrongIsolate = '\u2068';
const popDirectionalIsolate = '\u2069';

/**
 * Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko … and their presentation forms, the old
 * right-to-left scripts, Adlam) and the explicit direction controls.
 */
const directionSensitive =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * User text for a plain-text export, isolated when it could reorder its surroundings. Left-to-right text
 * cannot, and stays byte for byte as typed, so a spreadsheet lookup on a plain name still matches it.
 * @example isolateUserText('Chat \u202Erooms') // "\u2068Chat \u202Erooms\u2069"
 * @example isolateUserText('Team chat') // "Team chat"
 */
export function isolateUserText(text: string): string {
  return directionSensitive.test(text)
    ? `${firstStrongIsolate}${text}${popDirectionalIsolate}`
    : text;
}

/**
 * User text for every export the page and the command line write (the Markdown report and summary, the CSV,
 * the image card): its control and direction characters as codes (controlText.ts), so none moves a terminal's
 * cursor or reorders the words around it, then isolated when right-to-left letters remain.
 * @example exportedUserText('Chat\u001b[2K \u202Erooms') // "Chat\\u001B[2K \\u202Erooms"
 * @example exportedUserText('שיחה') // "\u2068שיחה\u2069"
 */
export function exportedUserText(text: string): string {
  return isolateUserText(controlsAsCodes(text));
}
