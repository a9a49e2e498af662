// A minimal DER writer, enough for the certificates and keystores the dev server makes (realmKeys.ts, keystores.ts).
export function der(tag: number, content: Buffer): Buffer {
  const len = content.length;
  const head =
    len < 0x80
      ? Buffer.from([tag, len])
      : len < 0x100
        ? Buffer.from([tag, 0x81, len])
        : len < 0x10000
          ? Buffer.from([tag, 0x82, len >> 8, len & 0xff])
          : Buffer.from([tag, 0x83, len >> 16, (len >> 8) & 0xff, len & 0xff]);
  return Buffer.concat([head, content]);
}

export const seq = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
export const oid = (hex: string) => der(0x06, Buffer.from(hex, "hex"));
export const octets = (content: Buffer) => der(0x04, content);
export const NULL = Buffer.from([0x05, 0x00]);
/** [n] EXPLICIT, constructed context tag */
export const explicit = (n: number, content: Buffer) => der(0xa0 + n, content);

/** a non-negative INTEGER */
export function int(value: number | Buffer): Buffer {
  const hex = Buffer.isBuffer(value) ? "" : value.toString(16);
  let bytes = Buffer.isBuffer(value) ? value : Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  if (bytes[0] & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return der(0x02, bytes);
}

/** a BMPString (UTF-16BE), as PKCS#12 names its entries */
export function bmpString(value: string): Buffer {
  const out = Buffer.alloc(value.length * 2);
  for (let i = 0; i < value.length; i++) out.writeUInt16BE(value.charCodeAt(i), i * 2);
  return der(0x1e, out);
}
