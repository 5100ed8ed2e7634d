// argon2id hashing (docs/product/accounts-and-sessions.md). The dummy hash makes an unknown username cost as much
// time as a wrong password, so timing does not reveal which usernames exist.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A password made for someone (the first administrator, the admin command line): 16 URL-safe characters, 96 bits. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification without a stored hash. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('clanhall-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
