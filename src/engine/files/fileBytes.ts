/**
 * A file's bytes as text, decoded one way for every file a user gives (a scenario, a price list, a metrics file),
 * by the page's imports and the command line alike: a file one reads, the other reads, and a file one refuses as not
 * text, the other refuses too.
 */

export type TextEncodingName = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE';

/**
 * Thrown by decodeFileBytes for bytes that are not text in their encoding (a Latin-1 file's "é", a picture chosen
 * by mistake): read anyway, each bad byte would become U+FFFD, and a name typed "Café" would be sized and exported
 * as "Caf\uFFFD" without a word.
 */
export class NotText extends Error {
  constructor(readonly encoding: TextEncodingName) {
    super(`The file is not ${encoding} text`);
    this.name = 'NotText';
  }
}

/**
 * A file's bytes as text: by its byte-order mark, UTF-16 (little or big endian) or UTF-8, else UTF-8; the mark
 * itself dropped. Editors on Windows save UTF-16 with a mark, and so does Windows PowerShell's `>`. Throws NotText
 * for bytes that are not text in it (`fatal`: never a U+FFFD in their place).
 * @example decodeFileBytes(Uint8Array.of(0xff, 0xfe, 0x7b, 0, 0x7d, 0)) // "{}"
 * @example decodeFileBytes(Uint8Array.of(0x22, 0xe9, 0x22)) // throws NotText('UTF-8'): Latin-1's "é"
 */
export function decodeFileBytes(bytes: Uint8Array): string {
  const [first, second] = bytes;
  const encoding: TextEncodingName =
    first === 0xff && second === 0xfe
      ? 'UTF-16LE'
      : first === 0xfe && second === 0xff
        ? 'UTF-16BE'
        : 'UTF-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new NotText(encoding);
  }
}

export type ChosenFileText =
  | { ok: true; text: string }
  | { ok: false; reason: 'unreadable'; detail: string }
  | { ok: false; reason: 'notText'; encoding: TextEncodingName };

/**
 * A file the person chose in the page, read whole and decoded as decodeFileBytes does (the caller checks its size
 * first, so a huge file is never read). Never throws.
 * @example await chosenFileText(new File(['{}'], 'a.json')) // { ok: true, text: '{}' }
 */
export async function chosenFileText(file: Blob): Promise<ChosenFileText> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    return {
      ok: false,
      reason: 'unreadable',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  try {
    return { ok: true, text: decodeFileBytes(bytes) };
  } catch (error) {
    if (error instanceof NotText) return { ok: false, reason: 'notText', encoding: error.encoding };
    throw error;
  }
}
