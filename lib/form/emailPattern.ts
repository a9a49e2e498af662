// Local part: dot-separated runs without spaces or special characters. Domain: dotted labels ending
// in a label of two or more letters, or a bracketed IPv4 address.
export const EMAIL_PATTERN =
  /^[^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*@((\[[0-9]{1,3}(\.[0-9]{1,3}){3}\])|(([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}))$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
