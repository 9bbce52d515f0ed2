import { randomBytes } from 'node:crypto';

export interface Credential {
  login: string;
  password: string;
}

/** `user:password`; the password may itself contain colons. */
export function parseCredential(text: string): Credential {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) {
    throw new Error('credentials must be given as user:password, both non-empty');
  }
  return { login: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** A password in the platform's application-password shape: 24 characters in groups of four. */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(24);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1 ');
}

export function generatedCredential(login: string): Credential {
  return { login, password: generatePassword() };
}

export function mask(password: string): string {
  return password.length <= 4
    ? '****'
    : `${password.slice(0, 2)}${'*'.repeat(Math.max(4, password.length - 4))}${password.slice(-2)}`;
}
