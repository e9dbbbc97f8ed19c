/**
 * Decrypting a Web Push body as the browser does (RFC 8291 over RFC 8188's aes128gcm): the header block gives the
 * salt, the record size and the sender's one-time public key; ECDH with the subscription's private key and HKDF with
 * its auth secret give the content key and nonce; the one record is AES-128-GCM with a padding delimiter of 0x02.
 */
import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';

export type SubscriptionKeys = { privateKey: Buffer; publicKey: Buffer; auth: Buffer };

export type Decryption = { ok: true; plaintext: Buffer } | { ok: false; reason: string };

const saltBytes = 16;
const senderKeyBytes = 65;
/** salt (16) + rs (4) + idlen (1) + keyid (65). */
const headerBytes = saltBytes + 4 + 1 + senderKeyBytes;
const tagBytes = 16;

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

export function decryptPushBody(body: Buffer, keys: SubscriptionKeys): Decryption {
  if (body.length < headerBytes) return { ok: false, reason: 'The body is shorter than the aes128gcm header block.' };
  const salt = body.subarray(0, saltBytes);
  const recordSize = body.readUInt32BE(saltBytes);
  const keyIdLength = body[saltBytes + 4]!;
  if (keyIdLength !== senderKeyBytes) return { ok: false, reason: `The header's keyid must be the sender's 65-byte public key, not ${keyIdLength} bytes.` };
  const senderKey = body.subarray(saltBytes + 5, headerBytes);
  const record = body.subarray(headerBytes);
  if (recordSize < tagBytes + 2) return { ok: false, reason: `The record size ${recordSize} is below the minimum of 18.` };
  // RFC 8291 section 4: a push message is one record, so the whole ciphertext fits in the record size.
  if (record.length > recordSize) return { ok: false, reason: 'A push message must be a single record.' };
  if (record.length < tagBytes + 1) return { ok: false, reason: 'The record is too short to hold a padding delimiter and the tag.' };

  let sharedSecret: Buffer;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(keys.privateKey);
    sharedSecret = ecdh.computeSecret(senderKey);
  } catch {
    return { ok: false, reason: "The sender's key in the header is not a P-256 public key." };
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = hkdf(sharedSecret, keys.auth, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  let padded: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - tagBytes));
    padded = Buffer.concat([decipher.update(record.subarray(0, record.length - tagBytes)), decipher.final()]);
  } catch {
    return { ok: false, reason: 'The body could not be decrypted with this subscription’s keys (wrong keys, or altered on the way).' };
  }
  // The plaintext is followed by a delimiter and zero padding: 0x02 marks the last (here the only) record.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0) return { ok: false, reason: 'The record has no padding delimiter.' };
  if (padded[end] !== 0x02)
    return { ok: false, reason: `The padding delimiter is 0x${padded[end]!.toString(16).padStart(2, '0')}; the last record's is 0x02.` };
  return { ok: true, plaintext: padded.subarray(0, end) };
}
