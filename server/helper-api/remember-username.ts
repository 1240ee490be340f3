import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Router } from 'express';
import { jsonBody } from '../http/json-body.ts';

/**
 * Remembered usernames travel only encrypted (AES-256-GCM under a server secret): the server keeps
 * nothing, and neither the username nor its ciphertext is logged.
 */
export function createUsernameCipher(secret: string) {
  const key = createHash('sha256').update(secret).digest();
  return {
    encrypt(username: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(username, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    decrypt(token: string): string | undefined {
      try {
        const raw = Buffer.from(token, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

const USERNAME = /^[A-Za-z0-9._@+-]{1,64}$/;

/**
 * POST /api/remember-username: `{ operation: 'post', username }` → `{ encryptedUsername }`;
 * `{ operation: 'get', encryptedUsername }` → `{ username }`.
 */
export function createRememberUsernameRoute(secret: string) {
  const cipher = createUsernameCipher(secret);
  const routes = Router();
  routes.post('/api/remember-username', ...jsonBody({ limit: '2kb' }), (req, res) => {
    // A player's username, in the clear or as their token: never kept by any cache.
    res.setHeader('Cache-Control', 'private, no-store');
    const { operation, username, encryptedUsername } = (req.body ?? {}) as Record<string, unknown>;
    if (operation === 'post') {
      if (typeof username !== 'string' || !USERNAME.test(username))
        return void res.status(400).json({ code: 400, message: 'username is missing or not a username' });
      return void res.json({ encryptedUsername: cipher.encrypt(username) });
    }
    if (operation === 'get') {
      const plain = typeof encryptedUsername === 'string' ? cipher.decrypt(encryptedUsername) : undefined;
      if (plain === undefined) return void res.status(400).json({ code: 400, message: 'encryptedUsername cannot be read' });
      return void res.json({ username: plain });
    }
    res.status(400).json({ code: 400, message: 'operation must be "get" or "post"' });
  });
  return routes;
}
