import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logging/logger.ts';
import type { AdminBootstrap } from './service.ts';

export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password';

/**
 * Tells the operator about the first admin ensureAdmin made. A generated password goes to
 * a file only its owner can read, never into the log (logs are shipped and kept); the log
 * says where it is. Returns that file, if one was written.
 */
export function reportFirstAdmin(
  admin: AdminBootstrap,
  dataDir: string,
  logger: Logger,
): string | null {
  if (!admin.created) return null;
  if (!admin.generatedPassword) {
    logger.info(
      { username: admin.username },
      'created the first admin from ADMIN_USERNAME/ADMIN_PASSWORD',
    );
    return null;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  // A file left from an earlier database is stale; created anew (`wx`), so the mode holds and
  // no link planted in its place is followed.
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${admin.generatedPassword}\n`, { mode: 0o600, flag: 'wx' });
  logger.warn(
    { username: admin.username, passwordFile: file },
    'created the first admin with a generated password: read it from passwordFile, then delete the file (set ADMIN_USERNAME/ADMIN_PASSWORD to choose one)',
  );
  return file;
}
