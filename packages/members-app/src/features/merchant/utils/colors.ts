/** A widget colour as the server takes it: # and six hex digits. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}
