/**
 * Copies text with the Clipboard API; where that is refused (an insecure origin, a sandboxed frame,
 * a denied permission) the caller selects the text and asks the user to press Ctrl+C.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
